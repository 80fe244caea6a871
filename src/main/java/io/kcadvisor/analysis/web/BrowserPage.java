package io.kcadvisor.analysis.web;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a controller of pages for browsers, whose refusals {@link PageErrors} says as
 * pages: a database out of reach, an address whose query string cannot be read.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface BrowserPage {

}
