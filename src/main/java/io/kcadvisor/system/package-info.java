/**
 * What every feature shares at the web edge: problem details, OpenAPI, security headers
 * and multipart limits.
 */
package io.kcadvisor.system;
