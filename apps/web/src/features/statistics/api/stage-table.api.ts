import { statStageTableSchema } from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** Table types of StageTable's `tt`: every game, home games, away games. */
export const TABLE_TYPES = [0, 1, 2] as const;
export type TableType = (typeof TABLE_TYPES)[number];

/** Reads a `tt` as written in addresses (0/1/2 or all/home/away); every game when unknown. */
export function tableTypeOf(tt: string | null | undefined): TableType {
  const types: Record<string, TableType> = { '1': 1, home: 1, '2': 2, away: 2 };
  return types[(tt ?? '').toLowerCase()] ?? 0;
}

/** StageTable: the league table of a stage, of every game or only home or away games. */
export function useStageTable(stageId: number, tableType: TableType = 0, enabled = true) {
  return useStatisticsQuery('StageTable', { stageId, tt: tableType || undefined }, statStageTableSchema, {
    enabled,
  });
}
