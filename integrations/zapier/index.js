'use strict';

const { version: platformVersion } = require('zapier-platform-core');
const { version } = require('./package.json');
const authentication = require('./authentication');
const { addAuth, unwrap } = require('./lib');
const { triggers } = require('./triggers/events');
const { creates } = require('./creates/actions');

/** Leadloop's Zapier app definition (deployed with Zapier's CLI; tested offline against a local Leadloop). */
module.exports = {
  version,
  platformVersion,
  authentication,
  beforeRequest: [addAuth],
  afterResponse: [unwrap],
  triggers,
  creates,
};
