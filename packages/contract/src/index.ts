export * from './permissions';
export * from './errors';
export * from './routes';
export * from './schemas/common';
export * from './schemas/tenant';
export * from './schemas/user';
export * from './schemas/notification';
export * from './premium';
