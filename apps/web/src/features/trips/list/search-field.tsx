import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 400;

/** Free-text filter: typing updates the URL once the user pauses, not on every key. */
export function SearchField({ value, onChange, label, placeholder, width = 300 }: { value: string; onChange: (v: string) => void; label: string; placeholder?: string; width?: number }) {
  const [text, setText] = useState(value);
  // The URL changed under us (Back, Clear filters): show its value.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(text.trim());
      }}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { type: 'search' } }}
    />
  );
}
