import { SUBSCRIPTION_EVENTS, SUBSCRIPTION_SCOPES, type Subscription, type SubscriptionEvent, type SubscriptionScope } from '@seaward/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../trips/trips-api';
import { vesselsQuery } from '../vessels/vessels-api';
import { useSaveSubscription } from './subscriptions-api';

type Option = { id: number; name: string };

/** Create or edit one subscription: event, scope (and its target), channels. */
export function SubscriptionDialog({ open, initial, onClose }: { open: boolean; initial: Subscription | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { enqueueSnackbar } = useSnackbar();
  const [event, setEvent] = useState<SubscriptionEvent>(initial?.event ?? 'trip.started');
  const [scope, setScope] = useState<SubscriptionScope>(initial?.scope ?? 'all');
  const [target, setTarget] = useState<Option | null>(initial?.scope_id ? { id: initial.scope_id, name: initial.scope_name ?? '' } : null);
  const [inApp, setInApp] = useState(initial?.in_app ?? true);
  const [email, setEmail] = useState(initial?.email ?? false);
  const [search, setSearch] = useState('');
  const options = useFilterOptions().data;
  const vessels = useQuery({ ...vesselsQuery({ q: search, perPage: 25, sort: 'name' }), enabled: scope === 'vessel' });
  const save = useSaveSubscription();
  const choices: Option[] = scope === 'area' ? (options?.areas ?? []) : scope === 'organisation' ? (options?.organisations ?? []) : (vessels.data?.data ?? []).map((v) => ({ id: v.id, name: v.name }));
  const valid = (scope === 'all' || target) && (inApp || email);
  const submit = () =>
    save.mutate(
      { id: initial?.id, input: { event, scope, scope_id: scope === 'all' ? null : (target?.id ?? null), in_app: inApp, email } },
      {
        onSuccess: () => {
          enqueueSnackbar(t('subscriptions.saved'), { variant: 'success' });
          onClose();
        },
        onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{initial ? t('subscriptions.edit') : t('subscriptions.new')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField select label={t('subscriptions.event')} value={event} onChange={(e) => setEvent(e.target.value as SubscriptionEvent)} name="event">
          {SUBSCRIPTION_EVENTS.map((e) => (
            <MenuItem key={e} value={e}>{t(`subscriptions.events.${e}`)}</MenuItem>
          ))}
        </TextField>
        <TextField select label={t('subscriptions.scope')} value={scope} onChange={(e) => { setScope(e.target.value as SubscriptionScope); setTarget(null); }} name="scope">
          {SUBSCRIPTION_SCOPES.map((s) => (
            <MenuItem key={s} value={s}>{t(`subscriptions.scopes.${s}`)}</MenuItem>
          ))}
        </TextField>
        {scope !== 'all' && (
          <Autocomplete
            options={choices}
            value={target}
            onChange={(_e, v) => setTarget(v)}
            onInputChange={(_e, v) => setSearch(v)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={scope === 'vessel' ? (x) => x : undefined}
            renderInput={(params) => <TextField {...params} label={t(`subscriptions.target.${scope}`)} name="target" />}
            noOptionsText={t('subscriptions.noMatch')}
          />
        )}
        <FormGroup>
          <FormLabel sx={{ mb: 0.5 }}>{t('subscriptions.channels')}</FormLabel>
          <FormControlLabel control={<Checkbox checked={inApp} onChange={(e) => setInApp(e.target.checked)} name="in_app" />} label={t('subscriptions.inApp')} />
          <FormControlLabel control={<Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)} name="email" />} label={t('subscriptions.email')} />
          {!inApp && !email && <FormHelperText error>{t('subscriptions.oneChannel')}</FormHelperText>}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={submit}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
