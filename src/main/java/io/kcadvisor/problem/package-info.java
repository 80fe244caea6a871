/**
 * The kinds of problem the service answers with, and the exception that carries one, so
 * that the domain says what went wrong and the web edge alone says it in HTTP.
 */
package io.kcadvisor.problem;
