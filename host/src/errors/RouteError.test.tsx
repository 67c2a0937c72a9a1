import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError.tsx';

function Broken(): never {
  throw new Error('page failed');
}

describe('RouteError', () => {
  it('shows the app-wide error screen when a page fails to render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong');
    expect(error).toHaveBeenCalledWith('Assess stopped on an unexpected error', expect.any(Error));
    error.mockRestore();
  });
});
