import { useState, type FormEvent } from 'react';
import {
  INVITED_ROLES,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  ApiError,
  callErrorText,
  changeStaffRole,
  fetchStaff,
  inviteStaff,
  staffInvitationRequestSchema,
  type StaffMember,
  type StaffRole,
} from '@assess/core';
import { Alert, Button, Card, Chip, LoadingState, Select, TextField, useAssessApi, useResource, visuallyHidden } from '@assess/ui';
import * as panel from '../shared/panel.css.ts';
import * as styles from './StaffPanel.css.ts';
import { STAFF_TEXTS } from './texts.ts';

type InviteField = 'email' | 'first_name' | 'last_name' | 'role';

/** The field each server or schema message belongs to (`loc: ['body', field]`), else the form's. */
function fieldErrors(issues: readonly { path?: readonly PropertyKey[]; loc?: readonly unknown[]; message?: string; msg?: string }[]): Partial<Record<InviteField, string>> {
  const found: Partial<Record<InviteField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0] ?? issue.loc?.[1] ?? '') as InviteField;
    if (['email', 'first_name', 'last_name', 'role'].includes(field)) found[field] ??= issue.message ?? issue.msg ?? '';
  }
  return found;
}

/** A school administrator's Staff tab: invite teachers and administrators by e-mail, and change members' roles. */
export function StaffPanel({ userId }: { userId: string }) {
  const api = useAssessApi();
  const staff = useResource('school-staff', (options) => fetchStaff(api, { ...options, fresh: true }));
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', role: 'teacher' as StaffRole });
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [roles, setRoles] = useState<Record<string, StaffRole>>({});
  const [saving, setSaving] = useState<string | null>(null);

  async function invite(event: FormEvent) {
    event.preventDefault();
    const parsed = staffInvitationRequestSchema.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    setSending(true);
    setNotice(null);
    try {
      const member = await inviteStaff(api, parsed.data);
      setNotice({ severity: 'success', text: STAFF_MESSAGES.invited(member.email) });
      setForm({ first_name: '', last_name: '', email: '', role: form.role });
      void staff.reload();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { detail?: unknown } | null) : null;
      if (Array.isArray(body?.detail)) setErrors(fieldErrors(body.detail as { loc: unknown[]; msg: string }[]));
      else setNotice({ severity: 'error', text: callErrorText(error, STAFF_TEXTS.inviteFailed) });
    } finally {
      setSending(false);
    }
  }

  async function saveRole(member: StaffMember) {
    const role = roles[member.user_id] ?? member.role;
    setSaving(member.user_id);
    setNotice(null);
    try {
      await changeStaffRole(api, member.user_id, role);
      setNotice({ severity: 'success', text: STAFF_MESSAGES.roleChanged(member.name ?? member.email, role) });
      await staff.reload();
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, STAFF_TEXTS.roleFailed) });
    } finally {
      setSaving(null);
    }
  }

  const set = (field: InviteField, value: string) => setForm((current) => ({ ...current, [field]: value }));
  const data = staff.resource.kind === 'data' ? staff.resource.data : null;

  return (
    <div className={panel.panel}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card as="section" title={STAFF_TEXTS.invite} headingLevel={2}>
        <form className={styles.form} onSubmit={(event) => void invite(event)} noValidate>
          <p className={styles.help}>{STAFF_TEXTS.inviteHelp}</p>
          <div className={styles.fields}>
            <TextField label={STAFF_TEXTS.firstName} value={form.first_name} onChange={(event) => set('first_name', event.target.value)} error={errors.first_name} autoComplete="off" />
            <TextField label={STAFF_TEXTS.lastName} value={form.last_name} onChange={(event) => set('last_name', event.target.value)} error={errors.last_name} autoComplete="off" />
            <TextField label={STAFF_TEXTS.email} type="email" required value={form.email} onChange={(event) => set('email', event.target.value)} error={errors.email} autoComplete="off" />
            <Select
              label={STAFF_TEXTS.role}
              options={INVITED_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
              value={form.role}
              onChange={(event) => set('role', event.target.value)}
              error={errors.role}
            />
          </div>
          <div className={panel.actions}>
            <Button type="submit" variant="primary" loading={sending}>
              {STAFF_TEXTS.send}
            </Button>
          </div>
        </form>
      </Card>
      <Card as="section" title={data ? `${STAFF_TEXTS.members}: ${data.school.name}` : STAFF_TEXTS.members} headingLevel={2}>
        {staff.resource.kind === 'loading' && <LoadingState title="Loading staff..." />}
        {staff.resource.kind === 'error' && (
          <Alert severity="error" action={<Button size="sm" variant="outlined" onClick={() => void staff.reload()}>Retry</Button>}>
            {callErrorText(staff.resource.error.cause, STAFF_TEXTS.loadFailed)}
          </Alert>
        )}
        {data && (
          <ul className={styles.members} aria-label={STAFF_TEXTS.members}>
            {data.members.map((member) => {
              const name = member.name ?? member.email;
              const chosen = roles[member.user_id] ?? member.role;
              const self = member.user_id === userId;
              return (
                <li key={member.user_id} className={styles.member}>
                  <div className={styles.who}>
                    <span className={styles.name}>
                      {name} {self && <span className={styles.muted}>{STAFF_TEXTS.you}</span>}
                    </span>
                    <span className={styles.muted}>{member.email}</span>
                  </div>
                  <Chip size="sm" color={member.status === 'invited' ? 'warning' : 'success'}>
                    {member.status === 'invited' ? STAFF_TEXTS.invited : STAFF_TEXTS.active}
                  </Chip>
                  <div className={styles.roleRow}>
                    <Select
                      label={`${STAFF_TEXTS.role} of ${name}`}
                      hideLabel
                      options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
                      value={chosen}
                      disabled={self}
                      onChange={(event) => setRoles((current) => ({ ...current, [member.user_id]: event.target.value as StaffRole }))}
                    />
                    {!self && (
                      <Button size="sm" variant="outlined" disabled={chosen === member.role} loading={saving === member.user_id} onClick={() => void saveRole(member)}>
                        {STAFF_TEXTS.save}
                        <span className={visuallyHidden}> for {name}</span>
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
