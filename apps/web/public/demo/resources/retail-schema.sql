-- The e-commerce sample database of "SQL for Data Analysts" (PostgreSQL).
-- Load it with: psql -d practice -f retail-schema.sql

create table customers (
  id serial primary key,
  name text not null,
  district text not null,
  joined_on date not null
);

create table products (
  id serial primary key,
  name text not null,
  category text not null,
  price_bdt integer not null check (price_bdt > 0)
);

create table orders (
  id serial primary key,
  customer_id integer not null references customers (id),
  ordered_at timestamptz not null,
  payment text not null check (payment in ('cod', 'bkash', 'nagad', 'card'))
);

create table order_items (
  order_id integer not null references orders (id),
  product_id integer not null references products (id),
  quantity integer not null check (quantity > 0),
  primary key (order_id, product_id)
);

insert into customers (name, district, joined_on) values
  ('Rahim Uddin', 'Dhaka', '2025-01-12'),
  ('Nusrat Jahan', 'Chattogram', '2025-02-03'),
  ('Sabbir Hossain', 'Sylhet', '2025-03-21'),
  ('Farhana Akter', 'Dhaka', '2025-04-09'),
  ('Tanvir Ahmed', 'Khulna', '2025-05-30');

insert into products (name, category, price_bdt) values
  ('Rice 5kg', 'Grocery', 420),
  ('Soybean oil 2L', 'Grocery', 330),
  ('Power bank 10000mAh', 'Electronics', 1450),
  ('Cotton panjabi', 'Clothing', 1890);

insert into orders (customer_id, ordered_at, payment) values
  (1, '2026-11-02 10:15+06', 'bkash'),
  (1, '2026-11-15 19:40+06', 'cod'),
  (2, '2026-11-05 13:05+06', 'card'),
  (4, '2026-11-20 21:10+06', 'nagad');

insert into order_items (order_id, product_id, quantity) values
  (1, 1, 2), (1, 2, 1), (2, 3, 1), (3, 4, 2), (4, 1, 1), (4, 3, 1);

-- Customer 3 and 5 have never ordered: try the left join lesson on them.
