export * from './channels.ts';
export * from './files.ts';
export * from './influencers.ts';
export * from './lists.ts';
export * from './table-views.ts';
export * from './tasks.ts';
export * from './users.ts';
