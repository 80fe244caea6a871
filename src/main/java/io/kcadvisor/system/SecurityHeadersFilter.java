package io.kcadvisor.system;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers on every response: a Content-Security-Policy that lets pages load only
 * the service's own scripts, styles and data, no content sniffing, no framing, and no
 * referrer sent elsewhere. The Swagger UI sets inline styles, so its pages also allow
 * those; its scripts are the service's own files, like every other page's.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class SecurityHeadersFilter extends OncePerRequestFilter {

	static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
			+ "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
			+ "frame-ancestors 'none'";

	private static final String SWAGGER_POLICY = "default-src 'self'; script-src 'self'; "
			+ "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; "
			+ "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		addHeaders(response, request.getRequestURI());
		chain.doFilter(request, response);
	}

	/**
	 * Sets the security headers, also on answers Tomcat gives without the application.
	 * @param response the response
	 * @param path the path requested
	 */
	static void addHeaders(HttpServletResponse response, String path) {
		boolean swagger = path.startsWith("/swagger-ui");
		response.setHeader("Content-Security-Policy", swagger ? SWAGGER_POLICY : POLICY);
		response.setHeader("X-Content-Type-Options", "nosniff");
		response.setHeader("X-Frame-Options", "DENY");
		response.setHeader("Referrer-Policy", "no-referrer");
		response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
		response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
	}

}
