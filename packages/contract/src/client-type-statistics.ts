import { z } from 'zod';

/**
 * POST /clientType/statistics/summary: how many listed clients (ad switched on) sit under
 * each country, region 1, region 2 and street, and under each client type there. The body
 * must be empty: `{}`.
 */
export const statisticsSummaryRequestSchema = z.strictObject({});

const typeTotalSchema = z.object({
  type_id: z.number().int(),
  type_name: z.string().describe('English|Chinese'),
  total: z.number().int(),
});

const streetTotalSchema = z.object({
  street_id: z.number().int().describe('-1 is Reservation|預訂'),
  street_name: z.string().describe('English|Chinese'),
  total: z.number().int(),
  type_id_list: z.array(typeTotalSchema),
});

const region2TotalSchema = z.object({
  region2_id: z.number().int(),
  total: z.number().int(),
  street_id_list: z.array(streetTotalSchema),
});

const region1TotalSchema = z.object({
  region1_id: z.number().int(),
  total: z.number().int(),
  region2_id_list: z.array(region2TotalSchema),
});

const countryTotalSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string().describe('English|Chinese'),
  total: z.number().int(),
  region1_id_list: z.array(region1TotalSchema),
});

export const statisticsSummaryResponseSchema = z.object({
  country_id_list: z.array(countryTotalSchema),
  type_id_list: z.array(
    z.object({
      type_id: z.number().int(),
      type_name: z.string().describe('English|Chinese'),
      total: z.number().int(),
      country_id_list: z.array(z.object({ country_id: z.number().int(), total: z.number().int() })),
    }),
  ),
});
export type StatisticsSummaryResponse = z.infer<typeof statisticsSummaryResponseSchema>;
export type CountryTotal = z.infer<typeof countryTotalSchema>;
