package io.kcadvisor.system;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Limits on request bodies, which are uploads: how slowly one may arrive and how many may
 * arrive at once, so that slow clients cannot hold every request thread.
 *
 * @param minRate the bytes per second a request body must arrive at on average once the
 * grace has passed; a slower one is answered 408 and its connection closed
 * @param minRateGrace how long a request body may arrive at any rate before the minimum
 * rate applies
 * @param maxConcurrent request bodies received at once at most; more are answered 429 at
 * once, without being read, and their connections closed. 0 means half of Tomcat's
 * request threads ({@code server.tomcat.threads.max}), so that health checks and reads
 * always find one
 */
@ConfigurationProperties("advisor.upload")
public record UploadSettings(@DefaultValue("1KB") DataSize minRate, @DefaultValue("10s") Duration minRateGrace,
		@DefaultValue("0") int maxConcurrent) {

}
