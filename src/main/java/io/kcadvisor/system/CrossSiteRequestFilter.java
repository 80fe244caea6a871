package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Locale;
import java.util.Set;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Refuses requests that change something (any method but GET, HEAD, OPTIONS and TRACE)
 * when a browser sends them for a page of another site, so that no web page can make its
 * visitors start, cancel or delete analyses, through the form or through the API. A
 * browser says where a request comes from: {@code Sec-Fetch-Site}, taken when present
 * ({@code same-origin}, or {@code none} for what its user did, pass), or else
 * {@code Origin}, which must be the service's own host. A request with neither comes from
 * a client that is not a browser, such as curl, and passes. The refusal is a 403: a
 * problem under {@code /api}, the error page elsewhere.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class CrossSiteRequestFilter extends OncePerRequestFilter {

	private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

	private static final Set<String> OWN_SITES = Set.of("same-origin", "none");

	private final JsonMapper json;

	CrossSiteRequestFilter(JsonMapper json) {
		this.json = json;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (SAFE_METHODS.contains(request.getMethod()) || isFromOwnSite(request)) {
			chain.doFilter(request, response);
			return;
		}
		if (request.getRequestURI().startsWith("/api/")) {
			response.setStatus(HttpServletResponse.SC_FORBIDDEN);
			response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
			this.json.writeValue(response.getOutputStream(),
					Problems.of(ProblemType.CROSS_SITE_REQUEST,
							"A page of another site sent this request from a browser. Use the API from your own "
									+ "programs, or the advisor's own page."));
		}
		else {
			response.sendError(HttpServletResponse.SC_FORBIDDEN);
		}
	}

	private static boolean isFromOwnSite(HttpServletRequest request) {
		String site = request.getHeader("Sec-Fetch-Site");
		if (site != null) {
			return OWN_SITES.contains(site.toLowerCase(Locale.ROOT));
		}
		String origin = request.getHeader(HttpHeaders.ORIGIN);
		return origin == null || isOwnHost(origin, request.getHeader(HttpHeaders.HOST));
	}

	/**
	 * Whether an origin names the host the request was sent to, default ports left out.
	 */
	private static boolean isOwnHost(String origin, String host) {
		if (host == null || origin.equals("null")) {
			return false;
		}
		try {
			URI uri = URI.create(origin);
			String scheme = String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT);
			boolean defaultPort = uri.getPort() == -1 || (scheme.equals("http") && uri.getPort() == 80)
					|| (scheme.equals("https") && uri.getPort() == 443);
			String authority = (uri.getHost() + (defaultPort ? "" : ":" + uri.getPort())).toLowerCase(Locale.ROOT);
			String target = host.toLowerCase(Locale.ROOT);
			return authority.equals(target)
					|| (defaultPort && (authority + ":" + (scheme.equals("https") ? 443 : 80)).equals(target));
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

}
