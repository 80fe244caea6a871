/**
 * What every feature shares at the web edge: problem details, OpenAPI, security headers,
 * multipart limits, and the limits on request bodies that keep request threads free.
 */
package io.kcadvisor.system;
