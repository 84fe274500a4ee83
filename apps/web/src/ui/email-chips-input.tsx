import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_ENTRY_KEYS, addEmailEntry } from './email-chips';

type Props = {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  helperText?: string;
  id?: string;
};

/**
 * E-mail recipients as chips. An entry is accepted on Enter, Tab, Space,
 * comma or semicolon (and when the field is left); refused entries stay in
 * the field with 'invalid e-mail' or 'e-mail already exists' under it.
 */
export function EmailChipsInput({ label, value, onChange, disabled, helperText, id }: Props) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const [error, setError] = useState<'invalid' | 'duplicate' | null>(null);

  const commit = (raw: string): boolean => {
    const result = addEmailEntry(value, raw);
    if (result.ok === 'empty') {
      setText('');
      return false;
    }
    if (result.ok === false) {
      setError(result.reason);
      return false;
    }
    onChange(result.list);
    setText('');
    setError(null);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
      return;
    }
    if (!(EMAIL_ENTRY_KEYS as readonly string[]).includes(e.key)) return;
    // Tab on an empty field moves focus as usual.
    if (e.key === 'Tab' && !text.trim()) return;
    e.preventDefault();
    commit(text);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\s,;]/.test(pasted.trim())) return;
    e.preventDefault();
    let list = value;
    for (const part of pasted.split(/[\s,;]+/)) {
      const r = addEmailEntry(list, part);
      if (r.ok === true) list = r.list;
    }
    onChange(list);
  };

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      disabled={disabled}
      fullWidth
      onChange={(e) => {
        setText(e.target.value);
        setError(null);
      }}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onBlur={() => text.trim() && commit(text)}
      error={error != null}
      helperText={error ? t(error === 'invalid' ? 'emailChips.invalid' : 'emailChips.duplicate') : (helperText ?? t('emailChips.hint'))}
      slotProps={{
        input: {
          sx: { flexWrap: 'wrap', gap: 0.5, py: 1 },
          startAdornment: value.map((email) => (
            <Chip key={email} label={email} size="small" disabled={disabled} onDelete={disabled ? undefined : () => onChange(value.filter((e) => e !== email))} />
          )),
        },
        htmlInput: { 'aria-label': label, sx: { minWidth: 180, flexGrow: 1, width: 'auto' } },
      }}
    />
  );
}
