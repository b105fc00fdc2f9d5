/*
 * YouTube video addresses, one rule for the lesson form (server and client) and the player
 * (docs/product/admin.md#lesson-form, docs/product/learning.md#lesson-player).
 */

/** Every form of YouTube address a lesson may hold: watch, youtu.be, embed, shorts, live, v. */
const VIDEO_ID = /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed\/|v\/|shorts\/|live\/|watch\?(?:[^#]*&)?v=)|youtu\.be\/)([\w-]{11})(?![\w-])/;

/** The 11-character video id of a YouTube address, or undefined for anything else. */
export const youtubeVideoId = (url: string): string | undefined => VIDEO_ID.exec(url.trim())?.[1];

/** The address lessons are stored with, whatever form the admin pasted. */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
