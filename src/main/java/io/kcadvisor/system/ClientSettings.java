package io.kcadvisor.system;

import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the service tells its clients apart, and the share of its work one client may take.
 *
 * @param maxAnalyses analyses one client may have queued or running, and uploads being
 * split, at once; more are refused with 429, so that one client cannot take every place
 * @param maxEventStreams analyses' event streams one client may hold open at once; more
 * are refused with 429, so that one client cannot hold every connection the service takes
 * @param trustedProxies addresses, or ranges such as {@code 10.0.0.0/8}, of the reverse
 * proxies in front of the service: a request from one of them is the client's that its
 * {@code Forwarded} or {@code X-Forwarded-For} header names. From any other address those
 * headers are ignored, so that no client can pass for another
 */
@ConfigurationProperties("advisor.client")
public record ClientSettings(@DefaultValue("8") int maxAnalyses, @DefaultValue("16") int maxEventStreams,
		@DefaultValue List<String> trustedProxies) {

}
