/**
 * ISO 4217 list A.3: currencies withdrawn from circulation (the currency-codes package carries list one only).
 * They are kept so that an id or a code from old data (a history row, an import, a partner's feed) still
 * names its currency; they never get a rate, so they are seeded hidden and no player can choose them.
 * Funds, units of account and codes without a number (BEC, BEL, CHC, ECV, ESA, ESB, LUC, LUL, USS, ZAL, XEU,
 * XFO, XFU, XRE) are left out, as list one's are.
 *
 * Ids: list A.3 reuses numbers (a redenomination keeps the country's number: RUR and SUR are both 810, MXP
 * shares 484 with today's MXN), and ids must be unique and never change. The rule:
 * - a number no current currency and no earlier entry here holds is the id itself (DEM 276, FRF 250);
 * - the next holder of a taken number gets 1000 + the number, the one after 2000 + the number, and so on
 *   (YUM 891 then CSD 1891; MXN 484 then MXP 1484), so `id % 1000` is always the ISO number.
 * The ids are written out, not computed, so that a currency leaving list one later (its id stays its number)
 * can be appended here without moving anybody else's id. Append only; never renumber. Crypto coins start at
 * CRYPTO_CURRENCY_ID_BASE (5000), above anything this rule can reach.
 *
 * decimals: list A.3 has no minor-unit column; these are the minor units the currency had in list one before
 * it was withdrawn (0 for the lira, the peseta and the other currencies quoted without a fraction), 2 otherwise.
 */
export interface HistoricCurrency {
  readonly id: number;
  readonly code: string;
  readonly numericCode: string;
  readonly decimals: number;
  /** English name from list A.3, used where the ICU data has no name for the code. */
  readonly name: string;
}

type Entry = readonly [id: number, code: string, numericCode: string, decimals: number, name: string];

const ENTRIES: readonly Entry[] = [
  [20, 'ADP', '020', 0, 'Andorran Peseta'],
  [4, 'AFA', '004', 2, 'Afghani'],
  [1008, 'ALK', '008', 2, 'Old Lek'],
  [24, 'AOK', '024', 2, 'Kwanza'],
  [1024, 'AON', '024', 2, 'New Kwanza'],
  [982, 'AOR', '982', 2, 'Kwanza Reajustado'],
  [1032, 'ARA', '032', 2, 'Austral'],
  [2032, 'ARP', '032', 2, 'Peso Argentino'],
  [3032, 'ARY', '032', 2, 'Peso'],
  [40, 'ATS', '040', 2, 'Schilling'],
  [945, 'AYM', '945', 2, 'Azerbaijan Manat'],
  [31, 'AZM', '031', 2, 'Azerbaijanian Manat'],
  [70, 'BAD', '070', 2, 'Dinar'],
  [56, 'BEF', '056', 0, 'Belgian Franc'],
  [100, 'BGJ', '100', 2, 'Lev A/52'],
  [1100, 'BGK', '100', 2, 'Lev A/62'],
  [2100, 'BGL', '100', 2, 'Lev'],
  [1068, 'BOP', '068', 2, 'Peso Boliviano'],
  [76, 'BRB', '076', 2, 'Cruzeiro'],
  [1076, 'BRC', '076', 2, 'Cruzado'],
  [2076, 'BRE', '076', 2, 'Cruzeiro'],
  [3076, 'BRN', '076', 2, 'New Cruzado'],
  [987, 'BRR', '987', 2, 'Cruzeiro Real'],
  [1104, 'BUK', '104', 2, 'Kyat'],
  [112, 'BYB', '112', 2, 'Belarusian Ruble'],
  [974, 'BYR', '974', 0, 'Belarusian Ruble'],
  [1203, 'CSJ', '203', 2, 'Krona A/53'],
  [200, 'CSK', '200', 2, 'Koruna'],
  [196, 'CYP', '196', 2, 'Cyprus Pound'],
  [278, 'DDM', '278', 2, 'Mark der DDR'],
  [276, 'DEM', '276', 2, 'Deutsche Mark'],
  [218, 'ECS', '218', 2, 'Sucre'],
  [233, 'EEK', '233', 2, 'Kroon'],
  [724, 'ESP', '724', 0, 'Spanish Peseta'],
  [246, 'FIM', '246', 2, 'Markka'],
  [250, 'FRF', '250', 2, 'French Franc'],
  [268, 'GEK', '268', 2, 'Georgian Coupon'],
  [288, 'GHC', '288', 2, 'Cedi'],
  [939, 'GHP', '939', 2, 'Ghana Cedi'],
  [1324, 'GNE', '324', 2, 'Syli'],
  [2324, 'GNS', '324', 2, 'Syli'],
  [226, 'GQE', '226', 2, 'Ekwele'],
  [300, 'GRD', '300', 0, 'Drachma'],
  [624, 'GWE', '624', 2, 'Guinea Escudo'],
  [1624, 'GWP', '624', 2, 'Guinea-Bissau Peso'],
  [191, 'HRD', '191', 2, 'Croatian Dinar'],
  [1191, 'HRK', '191', 2, 'Kuna'],
  [372, 'IEP', '372', 2, 'Irish Pound'],
  [1376, 'ILP', '376', 2, 'Pound'],
  [2376, 'ILR', '376', 2, 'Old Shekel'],
  [1352, 'ISJ', '352', 2, 'Old Krona'],
  [380, 'ITL', '380', 0, 'Italian Lira'],
  [1418, 'LAJ', '418', 2, 'Pathet Lao Kip'],
  [1426, 'LSM', '426', 2, 'Loti'],
  [440, 'LTL', '440', 2, 'Lithuanian Litas'],
  [1440, 'LTT', '440', 2, 'Talonas'],
  [442, 'LUF', '442', 0, 'Luxembourg Franc'],
  [428, 'LVL', '428', 2, 'Latvian Lats'],
  [1428, 'LVR', '428', 2, 'Latvian Ruble'],
  [450, 'MGF', '450', 0, 'Malagasy Franc'],
  [466, 'MLF', '466', 2, 'Mali Franc'],
  [478, 'MRO', '478', 2, 'Ouguiya'],
  [470, 'MTL', '470', 2, 'Maltese Lira'],
  [1470, 'MTP', '470', 2, 'Maltese Pound'],
  [1462, 'MVQ', '462', 2, 'Maldive Rupee'],
  [1484, 'MXP', '484', 2, 'Mexican Peso'],
  [508, 'MZE', '508', 2, 'Mozambique Escudo'],
  [1508, 'MZM', '508', 2, 'Mozambique Metical'],
  [1558, 'NIC', '558', 2, 'Cordoba'],
  [528, 'NLG', '528', 2, 'Netherlands Guilder'],
  [1604, 'PEH', '604', 2, 'Sol'],
  [2604, 'PEI', '604', 2, 'Inti'],
  [3604, 'PES', '604', 2, 'Sol'],
  [616, 'PLZ', '616', 2, 'Zloty'],
  [620, 'PTE', '620', 0, 'Portuguese Escudo'],
  [716, 'RHD', '716', 2, 'Rhodesian Dollar'],
  [642, 'ROK', '642', 2, 'Leu A/52'],
  [1642, 'ROL', '642', 2, 'Old Leu'],
  [810, 'RUR', '810', 2, 'Russian Ruble'],
  [736, 'SDD', '736', 2, 'Sudanese Dinar'],
  [1736, 'SDP', '736', 2, 'Sudanese Pound'],
  [705, 'SIT', '705', 2, 'Tolar'],
  [703, 'SKK', '703', 2, 'Slovak Koruna'],
  [694, 'SLL', '694', 2, 'Leone'],
  [740, 'SRG', '740', 2, 'Surinam Guilder'],
  [678, 'STD', '678', 2, 'Dobra'],
  [1810, 'SUR', '810', 2, 'Rouble'],
  [762, 'TJR', '762', 2, 'Tajik Ruble'],
  [795, 'TMM', '795', 2, 'Turkmenistan Manat'],
  [626, 'TPE', '626', 2, 'Timor Escudo'],
  [792, 'TRL', '792', 0, 'Old Turkish Lira'],
  [804, 'UAK', '804', 2, 'Karbovanet'],
  [1800, 'UGS', '800', 2, 'Uganda Shilling'],
  [2800, 'UGW', '800', 2, 'Old Shilling'],
  [1858, 'UYN', '858', 2, 'Old Uruguay Peso'],
  [2858, 'UYP', '858', 2, 'Uruguayan Peso'],
  [862, 'VEB', '862', 2, 'Bolivar'],
  [937, 'VEF', '937', 2, 'Bolivar Fuerte'],
  [1704, 'VNC', '704', 2, 'Old Dong'],
  [720, 'YDD', '720', 2, 'Yemeni Dinar'],
  [890, 'YUD', '890', 2, 'New Yugoslavian Dinar'],
  [891, 'YUM', '891', 2, 'New Dinar'],
  [1890, 'YUN', '890', 2, 'Yugoslavian Dinar'],
  [1891, 'CSD', '891', 2, 'Serbian Dinar'],
  [894, 'ZMK', '894', 2, 'Zambian Kwacha'],
  [180, 'ZRN', '180', 2, 'New Zaire'],
  [1180, 'ZRZ', '180', 2, 'Zaire'],
  [1716, 'ZWC', '716', 2, 'Rhodesian Dollar'],
  [2716, 'ZWD', '716', 2, 'Zimbabwe Dollar'],
  [942, 'ZWN', '942', 2, 'Zimbabwe Dollar (new)'],
  [935, 'ZWR', '935', 2, 'Zimbabwe Dollar'],
  [932, 'ZWL', '932', 2, 'Zimbabwe Dollar'],
];

export const HISTORIC_CURRENCIES: readonly HistoricCurrency[] = ENTRIES.map(
  ([id, code, numericCode, decimals, name]) => ({ id, code, numericCode, decimals, name }),
);
