import { get, int, invalid, type Json, type Obj, type Route, type State } from './state.js';

export function createPrice(s: State, data: Json, param: string, productData = true): Obj {
  const currency = String(data.currency ?? '').toLowerCase();
  if (!currency) throw invalid('Missing required param: currency.', `${param}[currency]`);
  const unit = int(data.unit_amount, NaN);
  if (!Number.isInteger(unit) || unit < 0)
    throw invalid('Invalid integer: unit_amount', `${param}[unit_amount]`);
  let product = data.product as string | undefined;
  if (product) get(s.products, 'product', product, `${param}[product]`);
  else if (!productData) throw invalid('Missing required param: product.', `${param}[product]`);
  else {
    const pd = (data.product_data ?? {}) as Json;
    if (!pd.name) throw invalid('Missing required param: product_data[name].', `${param}[product_data]`);
    const p: Obj = {
      id: s.newId('prod'),
      object: 'product',
      name: String(pd.name),
      active: true,
      created: s.now,
      livemode: false,
      metadata: {},
    };
    s.products.set(p.id, p);
    product = p.id;
  }
  const rec = data.recurring as Json | undefined;
  const price: Obj = {
    id: s.newId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: s.now,
    currency,
    livemode: false,
    metadata: {},
    product,
    recurring: rec
      ? {
          interval: String(rec.interval),
          interval_count: int(rec.interval_count, 1),
          usage_type: 'licensed',
          meter: null,
        }
      : null,
    tax_behavior: 'unspecified',
    type: rec ? 'recurring' : 'one_time',
    unit_amount: unit,
    unit_amount_decimal: String(unit),
  };
  s.prices.set(price.id, price);
  return price;
}
export const priceOf = (s: State, item: Json, param: string, productData = false): Obj =>
  item.price
    ? get(s.prices, 'price', String(item.price), `${param}[price]`)
    : createPrice(s, (item.price_data ?? {}) as Json, `${param}[price_data]`, productData);
export const productName = (s: State, price: Json) => s.products.get(String(price.product))?.name ?? 'Item';
export const recurringOf = (price: Json) => price.recurring as { interval: string; interval_count: number };
export const productRoutes = (s: State): Route[] => [
  [
    'POST',
    /^\/v1\/products$/,
    (b) => {
      if (!b.name) throw invalid('Missing required param: name.', 'name');
      const id = b.id ? String(b.id) : s.newId('prod');
      if (s.products.has(id)) throw invalid(`Product already exists.`, 'id');
      const p: Obj = {
        id,
        object: 'product',
        name: String(b.name),
        active: true,
        created: s.now,
        livemode: false,
        metadata: (b.metadata as Json) ?? {},
      };
      s.products.set(id, p);
      return p;
    },
  ],
  ['GET', /^\/v1\/products\/([^/]+)$/, (_b, [id]) => get(s.products, 'product', id!)],
];
