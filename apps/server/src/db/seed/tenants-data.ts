// The two demo tenants. Different enough that isolation shows at a glance.
export type DemoTenant = {
  slug: string;
  name: string;
  initials: string;
  colour: string;
  hosts: string[];
  refPrefix: string;
  emailDomain: string;
  features: string[];
  settings: Record<string, string>;
  currencies: [string, string, number][];
  organisations: { name: string; type: string; country: string; language: string; parent?: string }[];
  vesselNames: string[];
  valueCurrency: string;
  users: { email: string; name: string; role: string; organisation?: string; language?: string }[];
};

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_TENANTS: DemoTenant[] = [
  {
    slug: 'nordic',
    name: 'Nordic War Risks',
    initials: 'NWR',
    colour: '#0b3d5c',
    hosts: ['nordic.localhost', 'localhost', '127.0.0.1'],
    refPrefix: 'NWR',
    emailDomain: 'nordic.test',
    features: ['map', 'invoicing', 'breaches', 'intelligence', 'webhooks'],
    settings: {
      'return-to-portal-button': 'https://portal.nordic.test/',
      'default-language': 'nb-NO',
      'time-zone': 'Europe/Oslo',
      'invoice-number-format': 'NWR-{YYYY}-{SEQ:5}',
    },
    currencies: [
      ['USD', 'US dollar', 2],
      ['NOK', 'Norwegian krone', 2],
      ['EUR', 'Euro', 2],
      ['GBP', 'Pound sterling', 2],
    ],
    organisations: [
      { name: 'Fjordline Tankers AS', type: 'Ship owner', country: 'NO', language: 'nb-NO' },
      { name: 'Fjordline Tankers Singapore Pte', type: 'Ship owner', country: 'SG', language: 'en-GB', parent: 'Fjordline Tankers AS' },
      { name: 'Bergen Bulk Carriers ASA', type: 'Ship owner', country: 'NO', language: 'nb-NO' },
      { name: 'Arctic LNG Shipping AS', type: 'Ship manager', country: 'NO', language: 'en-GB' },
      { name: 'Skagerrak Chartering Ltd', type: 'Broker', country: 'GB', language: 'en-GB' },
      { name: 'Armateurs de Bretagne SA', type: 'Ship owner', country: 'FR', language: 'fr-FR' },
    ],
    vesselNames: [
      'Nordic Aurora', 'Fjord Pioneer', 'Bergen Spirit', 'Arctic Swan', 'Troll Carrier', 'Viking Star',
      'Lofoten Trader', 'Polar Wind', 'Skagen Bay', 'Hardanger', 'Brest Horizon', 'Sognefjord',
    ],
    valueCurrency: 'USD',
    users: [
      { email: 'admin@nordic.test', name: 'Astrid Solberg', role: 'super-admin', language: 'en-GB' },
      { email: 'manager@nordic.test', name: 'Magnus Haugen', role: 'manager', language: 'en-GB' },
      { email: 'staff@nordic.test', name: 'Ingrid Dahl', role: 'staff', language: 'nb-NO' },
      { email: 'orgadmin@nordic.test', name: 'Erik Nilsen', role: 'organisation-admin', organisation: 'Fjordline Tankers AS', language: 'en-GB' },
    ],
  },
  {
    slug: 'pacific',
    name: 'Pacific Marine Mutual',
    initials: 'PMM',
    colour: '#8a2c1b',
    hosts: ['pacific.localhost'],
    refPrefix: 'PMM',
    emailDomain: 'pacific.test',
    features: ['map', 'invoicing'],
    settings: { 'default-language': 'ja-JP', 'time-zone': 'Asia/Tokyo', 'invoice-number-format': 'PMM{YY}-{SEQ:4}' },
    currencies: [
      ['USD', 'US dollar', 2],
      ['JPY', 'Japanese yen', 0],
      ['CNY', 'Chinese yuan', 2],
    ],
    organisations: [
      { name: 'Kobe Maritime KK', type: 'Ship owner', country: 'JP', language: 'ja-JP' },
      { name: 'Pacific Container Lines Ltd', type: 'Ship owner', country: 'HK', language: 'en-GB' },
      { name: 'Yokohama Bulk Shipping KK', type: 'Ship owner', country: 'JP', language: 'ja-JP' },
      { name: 'Shanghai Ocean Brokers', type: 'Broker', country: 'CN', language: 'en-GB' },
    ],
    vesselNames: [
      'Kobe Maru', 'Pacific Dawn', 'Sakura Express', 'Yokohama Star', 'Osaka Bay', 'Ocean Harmony',
      'Fuji Carrier', 'Jade Horizon', 'Seto Pioneer', 'Kyushu Trader', 'Blue Crane', 'Nagoya Spirit',
    ],
    valueCurrency: 'USD',
    users: [
      { email: 'admin@pacific.test', name: 'Haruto Tanaka', role: 'super-admin', language: 'ja-JP' },
      { email: 'staff@pacific.test', name: 'Yui Nakamura', role: 'staff', language: 'ja-JP' },
    ],
  },
];
