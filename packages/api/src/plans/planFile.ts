import {readFileSync} from 'node:fs';
import {z} from 'zod';
import {MINOR_UNITS, PLAN_IDS} from './plans.ts';
import type {PlanCatalogue} from './plans.ts';

const wholeAtLeast = (min: number, what: string) => {
  const message = `must be a whole number of ${what}, at least ${min}`;
  return z
    .number({error: (issue) => (issue.input === undefined ? 'is missing' : message)})
    .int(message)
    .min(min, message);
};

// An object's own message is for a value of the wrong type only: unknown keys keep zod's message,
// which names them.
const typeError = (message: string) => (issue: {code: string}) =>
  issue.code === 'invalid_type' ? message : undefined;

const text = z.string({error: 'must be a text'}).trim().min(1, 'must not be empty');
const localized = z
  .object({id: text, en: text}, {error: typeError('must be {"id": "…", "en": "…"}')})
  .strict();

const amountsSchema = z
  .object(
    {IDR: wholeAtLeast(0, 'rupiah'), USD: wholeAtLeast(0, 'US cents')},
    {error: typeError('must be {"IDR": whole rupiah, "USD": US cents}')},
  )
  .strict();

const planFileEntry = z
  .object(
    {
      id: z.enum(['free', 'plus', 'pro'], {error: `must be one of ${PLAN_IDS.join(', ')}`}),
      name: localized,
      description: localized,
      maxFileBytes: wholeAtLeast(1, 'bytes'),
      maxSongSeconds: wholeAtLeast(1, 'seconds'),
      storageQuotaBytes: wholeAtLeast(1, 'bytes'),
      retentionDays: wholeAtLeast(1, 'days'),
      monthlyProcessingSeconds: wholeAtLeast(0, 'seconds'),
      stemSets: z
        .array(z.enum(['2', '4'], {error: 'must hold "2" or "4"'}), {error: 'must be a list'})
        .min(1, 'must name at least one stem set'),
      outputFormats: z
        .array(z.enum(['mp3', 'wav', 'flac'], {error: 'must hold "mp3", "wav" or "flac"'}), {
          error: 'must be a list',
        })
        .min(1, 'must name at least one format'),
      priorityQueue: z.boolean({error: 'must be true or false'}),
      prices: z
        .object(
          {monthly: amountsSchema, yearly: amountsSchema},
          {error: typeError('must be {"monthly": …, "yearly": …}')},
        )
        .strict(),
    },
    {error: typeError('must be a plan object')},
  )
  .strict()
  .superRefine((plan, context) => {
    // A quota smaller than the largest upload could never hold that upload.
    if (plan.storageQuotaBytes < plan.maxFileBytes)
      context.addIssue({
        code: 'custom',
        path: ['storageQuotaBytes'],
        message: `must be at least maxFileBytes (${plan.maxFileBytes})`,
      });
    const prices = [plan.prices.monthly, plan.prices.yearly].flatMap((amounts) => [amounts.IDR, amounts.USD]);
    // Free is what everyone has without paying; a paid plan's checkout cannot charge nothing.
    if (plan.id === 'free' && prices.some((price) => price !== 0))
      context.addIssue({code: 'custom', path: ['prices'], message: 'must all be 0 for the free plan'});
    if (plan.id !== 'free' && prices.some((price) => price === 0))
      context.addIssue({code: 'custom', path: ['prices'], message: 'must all be above 0 for a paid plan'});
  });

/** The shape `GET /api/plans` answers; `minorUnits` may be left out, and may not differ from Nada's. */
const planFileSchema = z
  .object(
    {
      items: z.array(planFileEntry, {error: 'must be a list of plans'}).superRefine((items, context) => {
        const ids = items.map((item) => item.id);
        if (ids.length !== PLAN_IDS.length || PLAN_IDS.some((id, index) => ids[index] !== id))
          context.addIssue({
            code: 'custom',
            message: `must list the plans ${PLAN_IDS.join(', ')}, once each and in that order (got ${ids.join(', ') || 'none'})`,
          });
      }),
      minorUnits: z
        .object(
          {
            IDR: z.literal(MINOR_UNITS.IDR, {
              error: `must be ${MINOR_UNITS.IDR}: prices in IDR are whole rupiah`,
            }),
            USD: z.literal(MINOR_UNITS.USD, {error: `must be ${MINOR_UNITS.USD}: prices in USD are cents`}),
          },
          {error: typeError(`must be ${JSON.stringify(MINOR_UNITS)} or left out`)},
        )
        .strict()
        .optional(),
    },
    {error: typeError('must be a JSON object {"items": [...]}')},
  )
  .strict();

/** A plan file that cannot be used; the message names the file and the field at fault. */
export class PlanFileError extends Error {
  override readonly name = 'PlanFileError';
}

/** `items[1].prices.monthly.IDR` from a zod issue path. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key),
    '',
  );
}

/**
 * The operator's plan catalogue from `path` (`PLANS_FILE`): a JSON file in the shape `GET /api/plans`
 * answers, checked whole. Throws a `PlanFileError` naming the first field at fault and what is wrong
 * with it, e.g. `items[0].storageQuotaBytes must be a whole number of bytes, at least 1 (got -5)`.
 */
export function readPlanFile(path: string): PlanCatalogue {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new PlanFileError(
      `${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      {
        cause: error,
      },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new PlanFileError(`${path} is not valid JSON (${(error as Error).message})`, {cause: error});
  }
  const parsed = planFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldOf(issue?.path ?? []);
    const got = valueAt(json, issue?.path ?? []);
    const shown = got === undefined || typeof got === 'object' ? '' : ` (got ${JSON.stringify(got)})`;
    throw new PlanFileError(`${path}: ${field ? `${field} ` : ''}${issue?.message ?? 'is invalid'}${shown}`);
  }
  // The refinement above holds them to exactly free, plus, pro, in that order.
  const [free, plus, pro] = parsed.data.items;
  if (!free || !plus || !pro)
    throw new PlanFileError(`${path}: items must list the plans ${PLAN_IDS.join(', ')}`);
  return {free, plus, pro};
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
