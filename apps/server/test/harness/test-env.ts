/** The PostgreSQL server integration tests create their databases on (CI sets TEST_DATABASE_URL). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The same server, another database. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Test databases of a run are named after its template, so teardown finds the ones a crash left behind. */
export function testDatabasePrefix(template: string): string {
  return template.replace(/^sb_tpl_/, 'sb_t_');
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplate: string;
  }
}
