package io.kcadvisor.codec;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Inputs every codec is tried on, seeded so that failures repeat.
 */
final class Samples {

	private static final String[] WORDS = { "order", "payment", "shipped", "customer", "warehouse", "invoice", "refund",
			"pending", "delivered", "cancelled", "priority", "standard" };

	static final List<Sample> ALL = List.of(new Sample("empty", new byte[0]), new Sample("one byte", new byte[] { 42 }),
			new Sample("incompressible random bytes", random(300 * 1024, 1)),
			new Sample("repetitive text", repetitiveText(300 * 1024)), new Sample("mixed", mixed(700 * 1024, 2)),
			new Sample("large", mixed(5 * 1024 * 1024 + 12345, 3)));

	private Samples() {
	}

	static byte[] random(int length, long seed) {
		byte[] bytes = new byte[length];
		new Random(seed).nextBytes(bytes);
		return bytes;
	}

	static byte[] repetitiveText(int length) {
		String line = "2024-05-01T12:00:00Z INFO  [consumer-7] Committed offsets for partition orders-3\n";
		return line.repeat(length / line.length() + 1).substring(0, length).getBytes(StandardCharsets.UTF_8);
	}

	static String jsonLine(Random random) {
		return "{\"id\":" + random.nextInt(1_000_000) + ",\"status\":\"" + WORDS[random.nextInt(WORDS.length)]
				+ "\",\"customer\":\"" + WORDS[random.nextInt(WORDS.length)] + "-" + random.nextInt(500)
				+ "\",\"amount\":" + random.nextInt(100_000) / 100.0 + ",\"tags\":[\""
				+ WORDS[random.nextInt(WORDS.length)] + "\"]}\n";
	}

	static String textLine(Random random) {
		StringBuilder line = new StringBuilder("2024-05-01T12:").append(10 + random.nextInt(50))
			.append(" INFO ")
			.append(WORDS[random.nextInt(WORDS.length)]);
		for (int i = 0, words = 3 + random.nextInt(12); i < words; i++) {
			line.append(' ').append(WORDS[random.nextInt(WORDS.length)]);
		}
		return line.append(" took ").append(random.nextInt(900)).append(" ms\n").toString();
	}

	/** JSON, log lines and random runs of varied sizes, like a real records section. */
	static byte[] mixed(int length, long seed) {
		Random random = new Random(seed);
		byte[] bytes = new byte[length];
		int pos = 0;
		while (pos < length) {
			byte[] piece = switch (random.nextInt(4)) {
				case 0 -> random(1 + random.nextInt(3000), random.nextLong());
				case 1 -> textLine(random).getBytes(StandardCharsets.UTF_8);
				default -> jsonLine(random).getBytes(StandardCharsets.UTF_8);
			};
			int take = Math.min(piece.length, length - pos);
			System.arraycopy(piece, 0, bytes, pos, take);
			pos += take;
		}
		return bytes;
	}

	/** A named input. */
	record Sample(String name, byte[] bytes) {

		@Override
		public String toString() {
			return this.name + " (" + this.bytes.length + " bytes)";
		}

	}

}
