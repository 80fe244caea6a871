package io.kcadvisor.system;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Documents the error statuses an API operation answers with, each as an RFC 9457 problem
 * ({@code application/problem+json}), besides 400, which every operation may answer.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ProblemResponses {

	/**
	 * Returns the HTTP statuses.
	 * @return for example {@code 404, 413}
	 */
	int[] value();

}
