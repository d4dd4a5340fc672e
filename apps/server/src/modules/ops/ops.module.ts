import { opsAuditRoute } from '@sportsbook/core/api/routes/ops.routes';
import type { ServerModule } from '../../platform/module';

export const opsModule: ServerModule = {
  name: 'ops',
  register(ctx, routes) {
    routes.implement(opsAuditRoute, async ({ query }) => {
      let select = ctx.db
        .selectFrom('ops_audit')
        .select(['id', 'at', 'method', 'path', 'status', 'ip'])
        .orderBy('id', 'desc')
        .limit(query.limit);
      if (query.beforeId !== undefined) select = select.where('id', '<', BigInt(query.beforeId));
      const rows = await select.execute();
      return { data: rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() })) };
    });
  },
};
