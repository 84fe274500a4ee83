import { createTheme } from '@mui/material/styles';

// System fonts only: the server's CSP allows no font downloads, and every
// platform ships a face for Latin, Norwegian and Japanese text.
const FONT_STACK = [
  'Roboto',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Hiragino Sans"',
  '"Noto Sans JP"',
  '"Yu Gothic UI"',
  'sans-serif',
].join(', ');

/** A calm maritime palette: navy for structure, teal for action and the active place. */
export const theme = createTheme({
  palette: {
    primary: { main: '#13315c', dark: '#0b2545', light: '#3b5a85', contrastText: '#ffffff' },
    secondary: { main: '#0f7c78', dark: '#0a5c59', light: '#5fb3ae', contrastText: '#ffffff' },
    background: { default: '#f3f6f9', paper: '#ffffff' },
    text: { primary: '#102a43', secondary: '#486581' },
    divider: 'rgba(16, 42, 67, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
  },
});
