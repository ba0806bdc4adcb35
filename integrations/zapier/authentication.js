'use strict';

/**
 * API-key authentication with a Leadloop API token (Integrations → API). The token names its workspace, so the
 * connection needs only the token and the address of the Leadloop installation.
 */
module.exports = {
  type: 'custom',
  fields: [
    {
      key: 'base_url',
      label: 'Leadloop address',
      required: true,
      type: 'string',
      helpText: 'The address you open Leadloop at, e.g. `https://app.leadloop.example`.',
    },
    {
      key: 'api_token',
      label: 'API token',
      required: true,
      type: 'password',
      helpText: 'Create one in Leadloop under Integrations → API (it starts with `ll_`).',
    },
  ],
  test: async (z, bundle) => {
    const res = await z.request({ url: `${bundle.authData.base_url}/api/zapier/me` });
    return res.data;
  },
  connectionLabel: '{{json.payload.space_name}} ({{json.payload.email}})',
};
