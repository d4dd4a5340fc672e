import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import type { OptionSource, SelectOption } from '@sportsbook/core/registration/registration-field.schema';
import {
  canonicalRegistrationType,
  type RegistrationTypeName,
} from '@sportsbook/core/registration/registration-types';
import { AppError } from '../../platform/http/app-error';
import { CODE_LENGTH } from '../auth/one-time-secrets';
import type { ReferenceService } from '../reference/reference.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { AccountsConfig } from './accounts-config';
import { sourceOptions, type OptionContext } from './field-options';
import type { Market } from './market';
import type { FieldSetRow, RegistrationRepository } from './registration.repository';

/** A partner's set beats a set for any partner; within those, a country's set beats one for any country. */
function specificity(row: FieldSetRow): number {
  return (row.partner_id !== null ? 2 : 0) + (row.country_iso !== null ? 1 : 0);
}

/**
 * The fields of a registration type for a market (REG-10, REG-12): the most specific operator set, with the
 * server's lists filled in and the code length the server really uses.
 */
export class RegistrationFieldsService {
  constructor(
    private readonly repository: RegistrationRepository,
    private readonly config: AccountsConfig,
    private readonly reference: () => ReferenceService,
    private readonly siteConfig: () => SiteConfigService,
  ) {}

  /** The canonical type of a name, or NOT_FOUND (short_reg stands for full_reg). */
  typeOf(name: string): RegistrationTypeName {
    const type = canonicalRegistrationType(name);
    if (!type) throw new AppError('NOT_FOUND', `No registration type ${name}`);
    return type;
  }

  async fields(type: RegistrationTypeName, market: Market): Promise<StoredField[]> {
    const candidates = await this.repository.candidateFieldSets(
      type,
      market.partnerId,
      market.country?.iso2 ?? null,
    );
    const chosen = candidates.sort((a, b) => specificity(b) - specificity(a))[0];
    if (!chosen) throw new AppError('NOT_FOUND', `No fields configured for ${type}`);
    const context = await this.optionContext(market);
    const lists = new Map<OptionSource, Promise<SelectOption[]>>();
    const optionsOf = (source: OptionSource) => {
      if (!lists.has(source)) lists.set(source, sourceOptions(source, context));
      return lists.get(source)!;
    };
    return Promise.all(
      chosen.fields.map(async (field) =>
        this.serve(field, field.options_source && (await optionsOf(field.options_source))),
      ),
    );
  }

  private serve(field: StoredField, options: SelectOption[] | undefined): StoredField {
    const served = options ? { ...field, options } : field;
    if (field.validation?.phoneConfirm) {
      return {
        ...served,
        max_length: CODE_LENGTH,
        validation: {
          ...field.validation,
          phoneConfirm: { ...field.validation.phoneConfirm, value: { length: CODE_LENGTH, mask: '^\\d+$' } },
        },
      };
    }
    return served;
  }

  private async optionContext(market: Market): Promise<OptionContext> {
    const [registration, site] = await Promise.all([
      this.config.get(market.partnerId, 'registration'),
      this.siteConfig().resolve({
        partnerId: market.partnerId,
        country: market.country,
        language: market.language,
      }),
    ]);
    return { market, reference: this.reference(), registration, socialProviders: site.auth.socialProviders };
  }
}
