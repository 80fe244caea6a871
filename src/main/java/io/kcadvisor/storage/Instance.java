package io.kcadvisor.storage;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * This running instance of the service among those sharing a database: its host name and
 * a random suffix, new on every start, so that no two processes share it, and a restarted
 * one is another instance.
 *
 * @param id the instance's id
 */
public record Instance(String id) {

	private static final int SUFFIX_BYTES = 4;

	private static final int MAX_HOST_LENGTH = 100;

	/**
	 * Names this process.
	 * @return a new instance id
	 */
	static Instance ofThisProcess() {
		byte[] suffix = new byte[SUFFIX_BYTES];
		new SecureRandom().nextBytes(suffix);
		String host = hostName();
		host = host.substring(0, Math.min(host.length(), MAX_HOST_LENGTH));
		return new Instance(host + "-" + HexFormat.of().formatHex(suffix));
	}

	private static String hostName() {
		try {
			return InetAddress.getLocalHost().getHostName();
		}
		catch (UnknownHostException ex) {
			return "advisor";
		}
	}

}
