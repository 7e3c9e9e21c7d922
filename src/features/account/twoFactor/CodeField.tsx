import type { ChangeEvent } from 'react';
import { FormField } from '../FormField';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A recovery code has letters: the field then opens the full keyboard. */
  recovery?: boolean;
  label?: string;
  /** Takes the focus when it appears (the second step of a login replaces the form that had it). */
  autoFocus?: boolean;
}

/** The field for a code from the authenticator app (or a recovery code): the browser may fill it from a text message or a password manager. */
export function CodeField({ value, onChange, error, recovery = false, label, autoFocus }: CodeFieldProps) {
  return (
    <FormField
      label={label ?? (recovery ? 'Recovery code' : 'Code from your authenticator app')}
      name={recovery ? 'recoveryCode' : 'code'}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      // Room for the space some people type in the middle ("123 456").
      maxLength={recovery ? 32 : 7}
      spellCheck={false}
      autoCapitalize="off"
      required
      hint={recovery ? 'One of the ten codes you saved when you turned two-factor on, e.g. abcd-efgh-jkmn-pqrs-tuvw-xyz2.' : '6 digits.'}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error}
    />
  );
}
