'use strict';

const base = (bundle) => String(bundle.authData.base_url || '').replace(/\/+$/, '');

/** Every request carries the API token; Leadloop answers `{ok, payload}` or `{ok:false, message}`. */
const addAuth = (request, z, bundle) => {
  if (bundle.authData.api_token) request.headers.Authorization = `Bearer ${bundle.authData.api_token}`;
  return request;
};

const unwrap = (response, z) => {
  if (response.status === 401) throw new z.errors.RefreshAuthError('The API token is not valid any more.');
  let body;
  try {
    body = response.json;
  } catch {
    body = undefined;
  }
  if (response.status >= 400 || (body && body.ok === false)) {
    throw new z.errors.Error(
      (body && body.message) || `Leadloop answered ${response.status}`,
      'LeadloopError',
      response.status,
    );
  }
  return response;
};

const call = async (z, bundle, method, path, body) => {
  const res = await z.request({ method, url: `${base(bundle)}/api${path}`, body, skipThrowForStatus: true });
  return res.data.payload;
};

module.exports = { base, addAuth, unwrap, call };
