import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BankAccount, Currency } from '@seaward/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankAccountDialog } from './bank-account-dialog';

type Props = { value: BankAccount[]; currencies: Currency[]; disabled: boolean; onChange: (next: BankAccount[]) => void };

/** The organisation's bank accounts with an add button and per-row edit and remove. */
export function BankAccountsTable({ value, currencies, disabled, onChange }: Props) {
  const { t } = useTranslation('invoices');
  const [editing, setEditing] = useState<{ account: BankAccount | null; key: number } | null>(null);
  const yesNo = (b: boolean) => (b ? t('common.yes') : t('common.no'));
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('settings.bankAccounts')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bank.name')}</TableCell>
              <TableCell>{t('bank.currency')}</TableCell>
              <TableCell>{t('bank.type')}</TableCell>
              <TableCell>{t('bank.swift')}</TableCell>
              <TableCell>{t('bank.active')}</TableCell>
              <TableCell>{t('bank.preset')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {value.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{t('settings.noBankAccounts')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {value.map((a) => (
              <TableRow key={a.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {a.details}
                  </Typography>
                </TableCell>
                <TableCell>{a.currency}</TableCell>
                <TableCell>{t(`bankType.${a.type}`)}</TableCell>
                <TableCell>{a.swift?.toUpperCase() ?? '—'}</TableCell>
                <TableCell>{yesNo(a.active)}</TableCell>
                <TableCell>{yesNo(a.preset)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={t('bank.edit', { name: a.name })} disabled={disabled} onClick={() => setEditing({ account: a, key: Date.now() })}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('bank.remove', { name: a.name })} disabled={disabled} onClick={() => onChange(value.filter((x) => x.id !== a.id))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={disabled} onClick={() => setEditing({ account: null, key: Date.now() })}>
        {t('bank.add')}
      </Button>
      {editing && (
        <BankAccountDialog
          key={editing.key}
          open
          initial={editing.account}
          currencies={currencies}
          onClose={() => setEditing(null)}
          onSave={(account) => {
            onChange(editing.account ? value.map((x) => (x.id === editing.account!.id ? account : x)) : [...value, account]);
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}
