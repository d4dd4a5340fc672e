import { z } from 'zod';
import { ConfigAbsentError } from '@sportsbook/core/site-config/config-absent.error';
import type { GeoCountry } from '@sportsbook/core/site-config/derived-values';
import type { Partner } from '@sportsbook/core/site-config/partner.schema';
import {
  resolveSiteConfig,
  type ResolvedSiteConfig,
  type SiteConfigLayer,
} from '@sportsbook/core/site-config/resolve-site-config';
import type {
  PutSiteConfigLayerBody,
  SiteConfigLayerRecord,
} from '@sportsbook/core/site-config/site-config.contract';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type { Bus } from '../../platform/bus/bus';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import { PromiseCache } from './promise-cache';
import type { LayerRow, SiteConfigRepository } from './site-config.repository';

export interface SiteConfigService {
  /** The configuration of spec section 3 for one partner, country and language; CONFIG_ABSENT without a partner. */
  resolve(request: {
    partnerId: number;
    country: GeoCountry | null;
    language: string;
  }): Promise<ResolvedSiteConfig>;
  listLayers(partnerId?: number): Promise<SiteConfigLayerRecord[]>;
  /** Validates the layer against the stack it joins, stores it and makes every process serve it at once. */
  putLayer(layer: PutSiteConfigLayerBody, actor: string): Promise<SiteConfigLayerRecord>;
  deleteLayer(id: number): Promise<void>;
  listPartners(): Promise<Partner[]>;
  putPartner(partner: Partner): Promise<Partner>;
  /** Drops every cached configuration (after an edit in this or another process). */
  invalidate(): void;
}

export const SITE_CONFIG_SERVICE = serviceKey<SiteConfigService>('site-config');
export const SITE_CONFIG_CHANGED_CHANNEL = 'site-config.changed';

/** Partners x countries x languages actually requested stay far below this. */
const MAX_CACHED_CONFIGS = 5000;

function toLayer(row: LayerRow): SiteConfigLayer {
  return { countryIso: row.country_iso, language: row.language, patch: row.patch };
}

function toRecord(row: LayerRow): SiteConfigLayerRecord {
  return {
    id: row.id,
    partnerId: row.partner_id,
    countryIso: row.country_iso,
    language: row.language,
    patch: row.patch,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** Zod issues of the merged configuration, keyed like request fields so the operator sees where. */
function invalidStack(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fields[['patch', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  return AppError.validation(fields, 'The layer leaves the configuration invalid');
}

export class CachedSiteConfigService implements SiteConfigService {
  private readonly cache = new PromiseCache<ResolvedSiteConfig>(MAX_CACHED_CONFIGS);

  constructor(
    private readonly repository: SiteConfigRepository,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {}

  resolve({
    partnerId,
    country,
    language,
  }: {
    partnerId: number;
    country: GeoCountry | null;
    language: string;
  }) {
    const key = `${partnerId}:${country?.iso2 ?? '-'}:${language}`;
    return this.cache.get(key, async () => {
      const [partner, rows] = await Promise.all([
        this.repository.findPartner(partnerId),
        this.repository.listLayers(partnerId),
      ]);
      try {
        return resolveSiteConfig({ partner, layers: rows.map(toLayer), country, language });
      } catch (error) {
        if (error instanceof ConfigAbsentError) throw new AppError('CONFIG_ABSENT');
        throw error;
      }
    });
  }

  async listLayers(partnerId?: number): Promise<SiteConfigLayerRecord[]> {
    return (await this.repository.listLayers(partnerId)).map(toRecord);
  }

  async putLayer(layer: PutSiteConfigLayerBody, actor: string): Promise<SiteConfigLayerRecord> {
    const partner = await this.requirePartner(layer.partnerId);
    const others = (await this.repository.listLayers(layer.partnerId))
      .map(toLayer)
      .filter((l) => l.countryIso !== layer.countryIso || l.language !== layer.language);
    const country = layer.countryIso
      ? { id: countryIdFromIso(layer.countryIso), iso2: layer.countryIso }
      : null;
    try {
      resolveSiteConfig({ partner, layers: [...others, layer], country, language: layer.language ?? '' });
    } catch (error) {
      if (error instanceof z.ZodError) throw invalidStack(error);
      throw error;
    }
    const row = await this.repository.upsertLayer(layer, layer.patch, actor, this.clock.now());
    await this.changed();
    return toRecord(row!);
  }

  async deleteLayer(id: number): Promise<void> {
    if (!(await this.repository.deleteLayer(id)))
      throw new AppError('NOT_FOUND', `No configuration layer ${id}`);
    await this.changed();
  }

  listPartners(): Promise<Partner[]> {
    return this.repository.listPartners();
  }

  async putPartner(partner: Partner): Promise<Partner> {
    await this.repository.upsertPartner(partner, this.clock.now());
    await this.changed();
    return partner;
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async requirePartner(id: number): Promise<Partner> {
    const partner = await this.repository.findPartner(id);
    if (!partner) throw new AppError('NOT_FOUND', `No partner ${id}`);
    return partner;
  }

  /** This process stops serving the old configuration now; the others when the bus message arrives. */
  private async changed(): Promise<void> {
    this.invalidate();
    await this.bus.publish(SITE_CONFIG_CHANGED_CHANNEL, { at: this.clock.nowMs() });
  }
}
