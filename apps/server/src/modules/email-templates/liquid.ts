import { Liquid } from 'liquidjs';

/**
 * Liquid for templates written by managers: no file system (no include,
 * render or layout of files) and limits on parse and render time and memory
 * so a template cannot hold the server. Output is plain text (the subject and
 * the text part); the HTML part is made from it by the Markdown renderer,
 * whose sanitiser removes any markup a value could smuggle in.
 */
export const liquid = new Liquid({
  strictFilters: true,
  ownPropertyOnly: true,
  relativeReference: false,
  root: [],
  partials: [],
  layouts: [],
  fs: {
    exists: async () => false,
    existsSync: () => false,
    readFile: async () => {
      throw new Error('templates cannot read files');
    },
    readFileSync: () => {
      throw new Error('templates cannot read files');
    },
    resolve: (_dir: string, file: string) => file,
    contains: async () => false,
    sep: '/',
  },
  parseLimit: 100_000,
  renderLimit: 200,
  memoryLimit: 10_000_000,
});

/** Sample data per event, for the live preview. */
export const SAMPLE_DATA: Record<string, Record<string, unknown>> = {
  'user.invited': { user: { name: 'Ingrid Dahl', email: 'ingrid@example.test' }, tenant: { name: 'Nordic War Risks' }, link: 'https://example.test/api/auth/set-password?token=sample', days: 7 },
  'invoice.confirmed': { invoice: { number: 'NWR-2026-00042', due_date: '2026-12-15', total: '12,480.00', currency: 'USD' }, trip: { reference: 'NWR-2026-0001', vessel: 'Nordic Aurora' }, organisation: { name: 'Fjordline Tankers AS' } },
  'trip.started': { trip: { reference: 'NWR-2026-0001', vessel: 'Nordic Aurora', area: 'Southern Red Sea & Bab el-Mandeb', entry_at: '2026-11-21 08:00' } },
  'trip.ended': { trip: { reference: 'NWR-2026-0001', vessel: 'Nordic Aurora', area: 'Southern Red Sea & Bab el-Mandeb', exit_at: '2026-11-24 17:30', days: 4 } },
  'breach.detected': { breach: { vessel: 'Bergen Spirit', area: 'Gulf of Guinea', detected_at: '2026-11-20 03:12' } },
  'threat.assessed': { assessment: { area: 'Southern Red Sea & Bab el-Mandeb', level: 'HIGH', category: 'missile/drone', trend: 'rising' } },
};
