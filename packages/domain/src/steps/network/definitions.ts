import { defineStep } from '../define.js';

/** Steps on the professional network (001 §9 limits; the engine calls the network driver). */
export const viewProfileStep = defineStep({
  type: 'view_profile',
  label: 'View profile',
  order: 10,
  runs: 'act',
  feature: null,
  dailyLimit: 'profile_views',
});
export const followStep = defineStep({
  type: 'follow',
  label: 'Follow',
  order: 20,
  runs: 'act',
  feature: null,
});
export const likeLastPostStep = defineStep({
  type: 'like_last_post',
  label: 'Like last post',
  order: 30,
  runs: 'act',
  feature: null,
});
export const endorseSkillsStep = defineStep({
  type: 'endorse_skills',
  label: 'Endorse skills',
  order: 40,
  runs: 'act',
  feature: null,
});
export const connectionRequestStep = defineStep({
  type: 'connection_request',
  label: 'Connection request',
  order: 50,
  runs: 'act',
  feature: null,
  dailyLimit: 'connection_requests',
  weeklyLimit: 'connection_requests',
});
export const connectByEmailStep = defineStep({
  type: 'connect_by_email',
  label: 'Connection by email',
  order: 60,
  runs: 'act',
  feature: null,
  dailyLimit: 'connections_by_email',
  weeklyLimit: 'connection_requests',
});
export const messageStep = defineStep({
  type: 'message',
  label: 'Message',
  order: 70,
  runs: 'act',
  feature: null,
  dailyLimit: 'messages',
  needsConnection: true,
});
export const inmailStep = defineStep({
  type: 'inmail',
  label: 'InMail',
  order: 80,
  runs: 'act',
  feature: null,
  dailyLimit: 'inmails',
  weeklyLimit: 'inmails',
});
