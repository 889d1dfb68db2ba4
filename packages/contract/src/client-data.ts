import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * POST/GET /clientData/describe: the lookup tables of spec section 3. Names arrive as
 * "English|Chinese" (see names.ts) with the two halves also given apart.
 */
const bilingualName = {
  name_en: z.string(),
  name_zh: z.string(),
};

export const countryEntrySchema = z.object({
  country_id: z.number().int(),
  country_code: z.string().length(2),
  country_name: z.string().describe('English|Chinese'),
  flag: z.string(),
  calling_code: z.string(),
  time_zone: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  default_language: z.enum(LANGUAGES),
});

export const region1EntrySchema = z.object({
  region1_id: z.number().int(),
  country_id: z.number().int(),
  region1_name: z.string().describe('English|Chinese'),
  ...bilingualName,
});

export const region2EntrySchema = z.object({
  region2_id: z.number().int(),
  region1_id: z.number().int(),
  country_id: z.number().int(),
  region2_name: z.string().describe('English|Chinese'),
  ...bilingualName,
});

export const clientTypeEntrySchema = z.object({
  type_id: z.number().int(),
  type_name: z.string().describe('English|Chinese'),
  ...bilingualName,
  is_super: z.boolean().describe("A 'Super' variant: its English name starts with 'Super'"),
});

export const countryDefaultTypesSchema = z.object({
  country_id: z.number().int(),
  type_id_list: z.array(z.number().int()),
});

export const clientDataDescribeResponseSchema = z.object({
  Country: z.array(countryEntrySchema),
  Region1: z.array(region1EntrySchema).describe('Regions that have at least one listed client'),
  All_Region1: z.array(region1EntrySchema),
  Region2: z.array(region2EntrySchema).describe('Regions that have at least one listed client'),
  All_Region2: z.array(region2EntrySchema),
  Country_SCType: z.array(countryDefaultTypesSchema),
  ClientType: z.array(clientTypeEntrySchema),
});
export type ClientDataDescribeResponse = z.infer<typeof clientDataDescribeResponseSchema>;
