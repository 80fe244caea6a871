/**
 * What every stored feature shares: this instance's name among those sharing a database,
 * documents stored as JSON, and a database out of reach said as a problem.
 */
package io.kcadvisor.storage;
