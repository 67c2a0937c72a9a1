import { confirmPasswordMismatch } from '@assess/core';
import { IconButton, TextField } from '@assess/ui';
import { useState, type ReactNode } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from '../../../components/icons.tsx';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  name?: string;
}

/** A password input with a show/hide control. */
export function PasswordField({ label, value, onChange, autoComplete, error, helperText, required, name }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required={required}
      error={error}
      helperText={helperText}
      fullWidth
      endAdornment={
        <IconButton label={visible ? 'Hide password' : 'Show password'} size="sm" onClick={() => setVisible((shown) => !shown)}>
          {visible ? <VisibilityOffIcon size={20} /> : <VisibilityIcon size={20} />}
        </IconButton>
      }
    />
  );
}

/** Confirm Password for a new password: says when the two differ. */
export function ConfirmPasswordField({ label = 'Confirm Password', password, value, onChange }: { label?: string; password: string; value: string; onChange: (value: string) => void }) {
  return (
    <PasswordField
      label={label}
      name="confirmPassword"
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      required
      error={confirmPasswordMismatch(password, value) ?? undefined}
    />
  );
}
