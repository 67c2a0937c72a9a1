import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogCloseReason } from './Dialog.tsx';

function DeleteDialog({ onClose }: { onClose?: (reason: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  const close = (reason: DialogCloseReason) => {
    onClose?.(reason);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title="Confirm Delete"
        closeLabel="Close"
        actions={
          <>
            <button type="button" onClick={() => close('closeButton')}>
              Cancel
            </button>
            <button type="button">Delete student</button>
          </>
        }
      >
        Are you sure you want to delete Ada Lovelace? This action cannot be undone.
      </Dialog>
    </>
  );
}

function EditDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit Details" actions={<button type="button">Save</button>}>
        <label>
          Title <input />
        </label>
        <label>
          Total marks <input type="number" />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => undefined} title="Upload Files" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a native <dialog>, open, modal, labelled by its title and described by its message', async () => {
    const user = userEvent.setup();
    render(<DeleteDialog />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure you want to delete Ada Lovelace? This action cannot be undone.');
  });

  it('moves focus to the first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Details' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const marks = within(dialog).getByRole('spinbutton', { name: 'Total marks' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(title);
    await user.tab();
    expect(document.activeElement).toBe(marks);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(title);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeleteDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the close button and a click on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeleteDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenLastCalledWith('closeButton');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The <dialog> element around the panel is the backdrop; a press inside the panel is not.
    const dialog = screen.getByRole('alertdialog');
    fireEvent.mouseDown(within(dialog).getByText(/Are you sure/));
    expect(onClose).toHaveBeenLastCalledWith('closeButton');
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenLastCalledWith('backdrop');
  });

  it('focuses the element named by initialFocusRef', async () => {
    const user = userEvent.setup();
    function Confirm() {
      const [open, setOpen] = useState(false);
      const cancel = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Submit
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Submit Assessment?"
            initialFocusRef={cancel}
            actions={
              <>
                <button type="button">Confirm</button>
                <button type="button" ref={cancel}>
                  Cancel
                </button>
              </>
            }
          >
            <a href="#tips">Tips</a>
          </Dialog>
        </>
      );
    }
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('works inside a shadow root: traps focus and returns it to the opener there', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(<DeleteDialog />, { container: mount, baseElement: mount });

    const opener = within(mount).getByRole('button', { name: 'Delete' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = within(mount).getByRole('alertdialog', { name: 'Confirm Delete' });
    // Inside a shadow root the document only sees the host as focused.
    expect(document.activeElement).toBe(host);
    expect(dialog.contains(shadow.activeElement)).toBe(true);

    const buttons = within(dialog).getAllByRole('button');
    const last = buttons[buttons.length - 1] as HTMLElement;
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(shadow.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(shadow.activeElement).toBe(last);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(within(mount).queryByRole('alertdialog')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    host.remove();
  });
});
