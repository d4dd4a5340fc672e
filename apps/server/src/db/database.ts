import type { AuthTables } from '../modules/auth/auth.tables';
import type { OpsTables } from '../modules/ops/ops.tables';
import type { ReferenceTables } from '../modules/reference/reference.tables';
import type { SiteConfigTables } from '../modules/site-config/site-config.tables';

/** Every table, composed from the modules that own them; a module queries only its own. */
export interface Database extends AuthTables, OpsTables, ReferenceTables, SiteConfigTables {}
