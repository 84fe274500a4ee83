import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ErrorDetails } from './describe-error';

const FIELDS = ['title', 'name', 'code', 'status', 'url', 'support'] as const;

/** The optional fields of an error as a definition list; data as pretty JSON. */
export function ErrorFields({ details }: { details: ErrorDetails }) {
  const { t } = useTranslation();
  const present = FIELDS.filter((field) => details[field] !== undefined);
  if (present.length === 0 && details.data === undefined) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mb: 3, mt: 0 }}>
      {present.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`errors.fields.${field}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {String(details[field])}
          </Typography>
        </Box>
      ))}
      {details.data !== undefined && (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('errors.fields.data')}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', fontSize: 13 }}>
              {JSON.stringify(details.data, null, 2)}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
