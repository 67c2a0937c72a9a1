import { routeTo } from '@assess/core';
import { Checkbox } from '@assess/ui';
import { Link } from 'react-router';
import * as styles from './auth.css.ts';

/** The terms checkbox both registration forms end with; the links open in a new tab so the form keeps its input. */
export function TermsAgreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label={
        <>
          I agree to the{' '}
          <Link to={routeTo('terms')} className={styles.link} target="_blank">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={routeTo('privacy')} className={styles.link} target="_blank">
            Privacy Policy
          </Link>
        </>
      }
    />
  );
}
