// Contract rules Redocly's built-in and configurable rules cannot express (a configurable rule's
// `where` only matches ancestors, not "a string schema without an enum").
module.exports = function kiyaslaRules() {
  return {
    id: 'kiyasla',
    rules: {
      oas3: {
        // Every free-text string is bounded, so a server can refuse oversized input before storing
        // it; an enum is bounded by its values.
        'string-max-length': () => ({
          Schema(schema, { report, location }) {
            if (schema.type === 'string' && schema.enum === undefined && schema.maxLength === undefined) {
              report({
                message: 'A string schema needs a maxLength (or an enum).',
                location: location.child(['type']),
              });
            }
          },
        }),
      },
    },
  };
};
