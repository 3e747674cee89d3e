/**
 * Statements Drizzle builds once per shape, which PostgreSQL then parses and plans once per
 * connection (ADR 95). A shape is whatever changes a statement's text (the viewer's kind, a
 * filter being there or not); the values that change per request are placeholders, bound by
 * `execute`. `prefix` and the shape name the statement, so names stay unique per connection.
 */
export function preparedShapes<P>(prefix: string): (shape: string, build: (name: string) => P) => P {
  const statements = new Map<string, P>();
  return (shape, build) => {
    let statement = statements.get(shape);
    if (statement === undefined) {
      statement = build(`${prefix}_${shape}`);
      statements.set(shape, statement);
    }
    return statement;
  };
}
