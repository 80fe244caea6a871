package io.kcadvisor.storage;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How instances sharing a database keep it up to date and tell when one has stopped.
 *
 * @param progressInterval how often an instance writes the progress of the analyses it
 * measures and looks for their cancellation by another instance, and so how often an
 * event stream that another instance serves sees an analysis's progress move
 * @param heartbeatInterval how often an instance tells the database it is still measuring
 * its analyses
 * @param heartbeatTimeout how long an unfinished analysis may go without a heartbeat
 * before any instance fails it as interrupted: its instance was killed or crashed
 */
@ConfigurationProperties("advisor.storage")
public record StorageSettings(@DefaultValue("500ms") Duration progressInterval,
		@DefaultValue("10s") Duration heartbeatInterval, @DefaultValue("1m") Duration heartbeatTimeout) {

}
