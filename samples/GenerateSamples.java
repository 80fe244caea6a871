import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Writes realistic Kafka message samples of six kinds. The same seed and scale always give
 * byte-identical files: every value comes from one seeded {@link SplittableRandom} per file,
 * {@link StrictMath}, {@link Locale#ROOT} and a fixed start time.
 *
 * <pre>java samples/GenerateSamples.java [--scale N] [--seed S] [--out DIR]</pre>
 */
public final class GenerateSamples {

	static final long START = Instant.parse("2024-03-11T08:00:00Z").toEpochMilli();

	public static void main(String[] args) throws IOException {
		double scale = 1;
		long seed = 20240311L;
		Path out = Path.of("samples");
		for (int i = 0; i < args.length; i += 2) {
			String value = (i + 1 < args.length) ? args[i + 1] : null;
			if (value == null || !List.of("--scale", "--seed", "--out").contains(args[i])) {
				System.err.println("usage: java samples/GenerateSamples.java [--scale N] [--seed S] [--out DIR]");
				System.exit(2);
			}
			switch (args[i]) {
				case "--scale" -> scale = Double.parseDouble(value);
				case "--seed" -> seed = Long.parseLong(value);
				default -> out = Path.of(value);
			}
		}
		Files.createDirectories(out);
		lines(out.resolve("iot-sensors.jsonl"), count(4800, scale), new IotSensors(new Rng(seed, "iot")));
		lines(out.resolve("nginx-access.log"), count(6500, scale), new NginxAccessLog(new Rng(seed, "nginx")));
		lines(out.resolve("cdc-orders.jsonl"), count(2000, scale), new CdcOrders(new Rng(seed, "cdc")));
		frames(out.resolve("payments.bin"), count(24000, scale), new Payments(new Rng(seed, "payments")));
		lines(out.resolve("metrics.csv"), count(12000, scale), new HostMetrics(new Rng(seed, "metrics")));
		lines(out.resolve("tiny-events.txt"), count(20000, scale), new TinyEvents(new Rng(seed, "tiny")));
	}

	static int count(int base, double scale) {
		return (int) Math.max(1, Math.round(base * scale));
	}

	static void lines(Path file, int count, Supplier<String> records) throws IOException {
		try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
			for (int i = 0; i < count; i++) {
				out.write(records.get().getBytes(StandardCharsets.UTF_8));
				out.write('\n');
			}
		}
		System.out.printf(Locale.ROOT, "%-20s %8d records %10d bytes%n", file.getFileName(), count, Files.size(file));
	}

	static void frames(Path file, int count, Supplier<byte[]> records) throws IOException {
		try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))) {
			for (int i = 0; i < count; i++) {
				byte[] record = records.get();
				out.writeInt(record.length);
				out.write(record);
			}
		}
		System.out.printf(Locale.ROOT, "%-20s %8d records %10d bytes%n", file.getFileName(), count, Files.size(file));
	}

	static String iso(long millis) {
		LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000), 0, ZoneOffset.UTC);
		return String.format(Locale.ROOT, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", t.getYear(), t.getMonthValue(),
				t.getDayOfMonth(), t.getHour(), t.getMinute(), t.getSecond(), Math.floorMod(millis, 1000));
	}

	static String fixed(double value, int decimals) {
		return String.format(Locale.ROOT, "%." + decimals + "f", value);
	}

	static String quote(String value) {
		return (value != null) ? "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"" : "null";
	}

	/**
	 * The only source of randomness: distributions on top of one seeded generator, with
	 * {@link StrictMath} so that results do not depend on the JVM or the CPU.
	 */
	static final class Rng {

		private final SplittableRandom random;

		Rng(long seed, String stream) {
			this.random = new SplittableRandom(seed * 1_000_003L + stream.hashCode());
		}

		double uniform() {
			return (this.random.nextLong() >>> 11) * 0x1.0p-53;
		}

		int below(int bound) {
			return (int) (uniform() * bound);
		}

		int between(int min, int max) {
			return min + below(max - min + 1);
		}

		boolean chance(double probability) {
			return uniform() < probability;
		}

		/** An index in [0, n) where low indices are much more popular, as with clients or products. */
		int popular(int n, double skew) {
			return (int) (n * StrictMath.pow(uniform(), skew));
		}

		double gaussian(double mean, double sd) {
			double radius = StrictMath.sqrt(-2 * StrictMath.log(1 - uniform()));
			return mean + sd * radius * StrictMath.cos(2 * StrictMath.PI * uniform());
		}

		double exponential(double mean) {
			return -mean * StrictMath.log(1 - uniform());
		}

		double logNormal(double median, double sigma) {
			return median * StrictMath.exp(gaussian(0, sigma));
		}

		<T> T pick(T[] values) {
			return values[below(values.length)];
		}

		int weighted(double... weights) {
			double total = 0;
			for (double weight : weights) {
				total += weight;
			}
			double r = uniform() * total;
			for (int i = 0; i < weights.length - 1; i++) {
				r -= weights[i];
				if (r < 0) {
					return i;
				}
			}
			return weights.length - 1;
		}

		String hex(int digits) {
			StringBuilder hex = new StringBuilder(digits);
			for (int i = 0; i < digits; i++) {
				hex.append(Character.forDigit(below(16), 16));
			}
			return hex.toString();
		}

	}

	/**
	 * JSON events from a fleet of sensors: each device reports on its own interval, its
	 * temperature drifts around its zone's level, humidity follows it inversely, batteries drain,
	 * and old firmware or flat batteries raise errors.
	 */
	static final class IotSensors implements Supplier<String> {

		record Zone(String name, double temperature, double humidity) {
		}

		record Site(String name, double lat, double lon, double pressure) {
		}

		static final Site[] SITES = { new Site("berlin-dc2", 52.52, 13.405, 1016), new Site("rotterdam-wh1", 51.9244, 4.4777, 1009),
				new Site("lyon-plant", 45.764, 4.8357, 1012), new Site("austin-wh3", 30.2672, -97.7431, 1004),
				new Site("osaka-lab", 34.6937, 135.5023, 1011) };

		static final Zone[] ZONES = { new Zone("office", 21.5, 41), new Zone("warehouse", 16, 55), new Zone("cold-storage", 3.5, 86),
				new Zone("server-room", 22.8, 33), new Zone("outdoor", 9, 72) };

		static final String[] MODELS = { "TH-200", "TH-300P", "AQ-10" };

		static final String[][] FIRMWARE = { { "2.4.1", "2.3.7", "2.1.0", "1.9.4" }, { "3.0.2", "3.0.1", "2.8.5", "2.8.0" },
				{ "0.9.12", "0.9.8", "0.9.3", "0.8.1" } };

		static final class Device {

			int index, model, floor, seq, rssi, interval;
			String id, firmware;
			Site site;
			Zone zone;
			double lat, lon, temperature, battery;
			long nextAt;

		}

		private final Rng rng;

		private final PriorityQueue<Device> schedule = new PriorityQueue<>(
				Comparator.comparingLong((Device d) -> d.nextAt).thenComparingInt((d) -> d.index));

		IotSensors(Rng rng) {
			this.rng = rng;
			for (int i = 0; i < 240; i++) {
				Device d = new Device();
				d.index = i;
				d.model = rng.weighted(55, 30, 15);
				d.id = MODELS[d.model].substring(0, 2).toLowerCase(Locale.ROOT) + "-" + rng.hex(8);
				d.firmware = FIRMWARE[d.model][rng.weighted(62, 24, 10, 4)];
				d.site = SITES[rng.weighted(30, 25, 20, 15, 10)];
				d.zone = ZONES[(d.model == 2) ? 0 : rng.weighted(25, 35, 15, 12, 13)];
				d.floor = (d.zone.name().equals("outdoor")) ? 0 : rng.between(0, 4);
				d.lat = d.site.lat() + rng.gaussian(0, 0.0015);
				d.lon = d.site.lon() + rng.gaussian(0, 0.0015);
				d.temperature = d.zone.temperature() + rng.gaussian(0, 1.5);
				d.battery = 8 + rng.uniform() * 92;
				d.rssi = (int) rng.gaussian(-68, 9);
				d.seq = rng.between(1, 90000);
				d.interval = new int[] { 30_000, 60_000, 300_000 }[rng.weighted(40, 45, 15)];
				d.nextAt = START + rng.below(d.interval);
				this.schedule.add(d);
			}
		}

		@Override
		public String get() {
			Device d = this.schedule.poll();
			long at = d.nextAt;
			d.nextAt = at + d.interval + this.rng.between(-1500, 1500);
			this.schedule.add(d);
			d.seq++;
			d.temperature += 0.08 * (d.zone.temperature() - d.temperature) + this.rng.gaussian(0, 0.12);
			d.battery = (d.battery < 2) ? 100 : d.battery - this.rng.exponential(0.01);
			boolean mains = d.zone.name().equals("server-room");
			String error = error(d, mains);
			double temperature = error.equals("SENSOR_FAULT") ? (this.rng.chance(0.7) ? 85.0 : -127.0)
					: d.temperature + this.rng.gaussian(0, 0.04);
			double humidity = d.zone.humidity() - 2.2 * (d.temperature - d.zone.temperature()) + this.rng.gaussian(0, 1.1);
			StringBuilder json = new StringBuilder(360).append("{\"device_id\":").append(quote(d.id))
				.append(",\"model\":").append(quote(MODELS[d.model])).append(",\"fw\":").append(quote(d.firmware))
				.append(",\"ts\":").append(quote(iso(at))).append(",\"seq\":").append(d.seq)
				.append(",\"readings\":{\"temp_c\":").append(fixed(temperature, 2));
			if (!error.equals("I2C_TIMEOUT")) {
				json.append(",\"humidity_pct\":").append(fixed(Math.max(2, Math.min(99.9, humidity)), 1));
			}
			if (d.model == 1) {
				json.append(",\"pressure_hpa\":").append(fixed(d.site.pressure() - 0.12 * d.floor + this.rng.gaussian(0, 0.3), 1));
			}
			if (d.model == 2) {
				int co2 = (int) this.rng.logNormal(650, 0.25);
				json.append(",\"co2_ppm\":").append(co2).append(",\"voc_index\":").append((int) (co2 / 9 + this.rng.gaussian(0, 12)));
			}
			json.append('}').append(mains ? ",\"power\":\"mains\"" : ",\"battery_pct\":" + (int) Math.ceil(d.battery))
				.append(",\"rssi_dbm\":").append(d.rssi + (int) this.rng.gaussian(0, 3))
				.append(",\"location\":{\"site\":").append(quote(d.site.name())).append(",\"zone\":")
				.append(quote(d.zone.name())).append(",\"floor\":").append(d.floor).append(",\"lat\":")
				.append(fixed(d.lat, 5)).append(",\"lon\":").append(fixed(d.lon, 5)).append('}');
			if (!error.isEmpty()) {
				json.append(",\"error\":{\"code\":").append(quote(error))
					.append(",\"retries\":").append(this.rng.between(1, 5)).append('}');
			}
			return json.append('}').toString();
		}

		private String error(Device d, boolean mains) {
			double risk = 0.006 + (d.firmware.equals(FIRMWARE[d.model][3]) ? 0.04 : 0)
					+ ((!mains && d.battery < 10) ? 0.15 : 0);
			if (!this.rng.chance(risk)) {
				return "";
			}
			if (!mains && d.battery < 10 && this.rng.chance(0.7)) {
				return "LOW_BATTERY";
			}
			return new String[] { "I2C_TIMEOUT", "CLOCK_DRIFT", "RETRY_EXCEEDED", "SENSOR_FAULT" }[this.rng.weighted(45, 25, 20, 10)];
		}

	}

	/**
	 * An nginx combined log of a web shop: browser sessions (a page, then its assets and API
	 * calls, referred by the page), crawlers, vulnerability scanners and health probes, with a
	 * few minutes of upstream trouble.
	 */
	static final class NginxAccessLog implements Supplier<String> {

		static final String[] BROWSERS = {
				"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
				"Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Mobile/15E148 Safari/604.1",
				"Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36",
				"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Safari/605.1.15",
				"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.80",
				"Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:123.0) Gecko/20100101 Firefox/123.0",
				"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
				"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
				"Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0" };

		static final double[] BROWSER_SHARE = { 30, 22, 16, 9, 8, 5, 5, 3, 2 };

		static final String[] CRAWLERS = { "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
				"Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
				"Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)" };

		static final String[] SCANNERS = { "python-requests/2.31.0", "curl/8.4.0", "Go-http-client/1.1",
				"Mozilla/5.0 zgrab/0.x", "Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:47.0) Gecko/20100101 Firefox/47.0" };

		static final String[] PROBES = { "/wp-login.php", "/.env", "/.git/config", "/phpmyadmin/index.php", "/actuator/env",
				"/cgi-bin/luci/;stok=/locale", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/admin/config.php" };

		static final String[] CATEGORIES = { "running-shoes", "trail", "jackets", "base-layers", "socks", "backpacks", "sale", "new-in" };

		static final String[] TERMS = { "gore-tex", "trail+runner", "waterproof+jacket", "size+44", "merino", "kids", "headlamp", "gaiters" };

		static final String[] BUNDLES = { "/static/js/app.3f9a1c.js", "/static/css/main.b71e02.css", "/static/js/vendor.19d44e.js" };

		static final String[] SLUGS = { "trail-runner", "summit-shell", "merino-crew", "ultra-vest", "storm-parka", "daypack", "tempo" };

		enum Visitor {

			BROWSER, CRAWLER, SCANNER

		}

		record Client(String ip, String agent, String protocol, Visitor visitor) {
		}

		private final Rng rng;

		private final List<Client> clients = new ArrayList<>();

		private final ArrayDeque<String> pending = new ArrayDeque<>();

		private long clock = START;

		NginxAccessLog(Rng rng) {
			this.rng = rng;
			for (int i = 0; i < 900; i++) {
				Visitor visitor = Visitor.values()[rng.weighted(88, 7, 5)];
				String ip = rng.chance(0.06) ? "2a02:" + rng.hex(4) + ":" + rng.hex(3) + ":" + rng.hex(4) + "::" + rng.hex(3)
						: new int[] { 31, 46, 62, 77, 84, 89, 93, 176, 185, 188, 212, 217 }[rng.below(12)] + "."
								+ rng.between(1, 254) + "." + rng.below(256) + "." + rng.between(1, 254);
				String agent = switch (visitor) {
					case BROWSER -> BROWSERS[rng.weighted(BROWSER_SHARE)];
					case CRAWLER -> rng.pick(CRAWLERS);
					case SCANNER -> rng.pick(SCANNERS);
				};
				String protocol = (visitor == Visitor.BROWSER && rng.chance(0.7)) ? "HTTP/2.0" : "HTTP/1.1";
				this.clients.add(new Client(ip, agent, protocol, visitor));
			}
		}

		@Override
		public String get() {
			while (this.pending.isEmpty()) {
				this.clock += (long) this.rng.exponential(450);
				if (this.rng.chance(0.05)) {
					log("10.42.3." + this.rng.between(2, 9), this.clock, "GET /healthz HTTP/1.1", 200, 2, "-", "kube-probe/1.29");
					continue;
				}
				Client client = this.clients.get(this.rng.popular(this.clients.size(), 2.2));
				switch (client.visitor()) {
					case BROWSER -> browse(client);
					case CRAWLER -> pageView(client, this.clock, page(), "-");
					case SCANNER -> log(client, this.clock, "GET " + this.rng.pick(PROBES), 404, 555, "-");
				}
			}
			return this.pending.poll();
		}

		private void browse(Client client) {
			String page = page();
			String referer = switch (this.rng.weighted(45, 25, 20, 10)) {
				case 0 -> "https://shop.example.com" + page();
				case 1 -> "https://www.google.com/";
				case 2 -> "-";
				default -> "https://www.instagram.com/";
			};
			long at = this.clock;
			if (page.startsWith("/checkout") && this.rng.chance(0.3)) {
				log(client, at, "POST /checkout/payment", upstreamStatus(302), 0, "https://shop.example.com/checkout");
			}
			int status = pageView(client, at, page, referer);
			String self = "https://shop.example.com" + page;
			boolean cached = this.rng.chance(0.35);
			List<String> assets = new ArrayList<>();
			for (String bundle : BUNDLES) {
				if (status == 200 && this.rng.chance(cached ? 0.3 : 0.8)) {
					assets.add(bundle);
				}
			}
			for (int i = (status == 200) ? this.rng.weighted(30, 20, 20, 15, 15) : 0; i > 0; i--) {
				assets.add("/static/img/" + (10000 + this.rng.popular(3000, 2)) + "-" + (this.rng.chance(0.6) ? 480 : 960) + ".webp");
			}
			for (String asset : assets) {
				at += this.rng.between(0, 300);
				long size = 12_000 + (asset.hashCode() & 0x7ffff) % (asset.endsWith(".webp") ? 140_000 : 420_000);
				log(client, at, "GET " + asset, cached ? 304 : 200, cached ? 0 : size, self);
			}
			if (this.rng.chance(0.45)) {
				String api = this.rng.pick(new String[] { "GET /api/v2/cart", "POST /api/v2/events",
						"GET /api/v2/recommendations?product=" + (10000 + this.rng.popular(3000, 2)) + "&limit=8",
						"GET /api/v2/products/" + (10000 + this.rng.popular(3000, 2)) + "/stock", "POST /api/v2/cart/items" });
				int apiStatus = upstreamStatus(api.startsWith("POST /api/v2/events") ? 204 : 200);
				long size = (apiStatus == 200) ? (long) this.rng.logNormal(1400, 0.7) : (apiStatus == 204) ? 0 : 157;
				log(client, at + this.rng.between(50, 1500), api, apiStatus, size, self);
			}
		}

		private int pageView(Client client, long at, String page, String referer) {
			int status = upstreamStatus(200);
			if (page.startsWith("/p/") && this.rng.chance(0.03)) {
				status = 404;
			}
			else if (page.startsWith("/search") && this.rng.chance(0.02)) {
				status = 499;
			}
			else if (this.rng.chance(0.012)) {
				status = 301;
			}
			long size = switch (status) {
				case 200 -> (long) this.rng.logNormal(page.startsWith("/search") ? 61_000 : 43_000, 0.2);
				case 301 -> 169;
				case 404 -> 4_512;
				case 499 -> 0;
				default -> 157;
			};
			log(client, at, "GET " + page, status, size, referer);
			return status;
		}

		private String page() {
			int product = 10000 + this.rng.popular(3000, 2);
			String campaign = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring24";
			return switch (this.rng.weighted(15, 22, 38, 12, 6, 3, 4)) {
				case 0 -> "/";
				case 1 -> "/c/" + this.rng.pick(CATEGORIES) + (this.rng.chance(0.3) ? "?sort=price_asc&page=" + this.rng.between(2, 6) : "");
				case 2 -> "/p/" + product + "-" + SLUGS[product % SLUGS.length]
						+ (this.rng.chance(0.15) ? campaign : this.rng.chance(0.2) ? "?size=" + this.rng.between(36, 47) : "");
				case 3 -> "/search?q=" + this.rng.pick(TERMS) + "&page=" + (this.rng.chance(0.8) ? 1 : this.rng.between(2, 4));
				case 4 -> "/cart";
				case 5 -> "/checkout";
				default -> "/account/orders";
			};
		}

		/** Mostly the expected status, but between 08:09 and 08:11 the upstream struggles. */
		private int upstreamStatus(int expected) {
			boolean incident = this.clock > START + 9 * 60_000 && this.clock < START + 11 * 60_000;
			return this.rng.chance(incident ? 0.18 : 0.002) ? new int[] { 502, 503, 504 }[this.rng.weighted(6, 1, 3)] : expected;
		}

		private void log(Client client, long at, String request, int status, long bytes, String referer) {
			log(client.ip(), at, request + " " + client.protocol(), status, bytes, referer, client.agent());
		}

		private void log(String ip, long at, String request, int status, long bytes, String referer, String agent) {
			LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(at, 1000), 0, ZoneOffset.UTC);
			String month = "JanFebMarAprMayJunJulAugSepOctNovDec".substring(3 * t.getMonthValue() - 3, 3 * t.getMonthValue());
			this.pending.add(String.format(Locale.ROOT, "%s - - [%02d/%s/%d:%02d:%02d:%02d +0000] \"%s\" %d %d \"%s\" \"%s\"", ip,
					t.getDayOfMonth(), month, t.getYear(), t.getHour(), t.getMinute(), t.getSecond(), request, status, bytes, referer, agent));
		}

	}

	/**
	 * Debezium change events of a Postgres {@code orders} table: orders are created, then move
	 * from pending to paid, shipped and delivered (or get cancelled, or a coupon applied), and
	 * old finished orders are purged.
	 */
	static final class CdcOrders implements Supplier<String> {

		static final String[] COUNTRIES = { "DE", "FR", "NL", "AT", "GB", "US", "PL", "SE", "IT", "ES" };

		static final class Order {

			long id, customer, subtotal, shipping, created, updated;
			int items, version;
			String status, country, payment, coupon, tracking;

			String json() {
				String currency = switch (this.country) {
					case "GB" -> "GBP";
					case "US" -> "USD";
					case "PL" -> "PLN";
					case "SE" -> "SEK";
					default -> "EUR";
				};
				return "{\"id\":" + this.id + ",\"customer_id\":" + this.customer + ",\"status\":" + quote(this.status)
						+ ",\"currency\":" + quote(currency) + ",\"subtotal\":" + quote(fixed(this.subtotal / 100.0, 2))
						+ ",\"shipping\":" + quote(fixed(this.shipping / 100.0, 2)) + ",\"total\":"
						+ quote(fixed((this.subtotal + this.shipping) / 100.0, 2)) + ",\"item_count\":" + this.items
						+ ",\"shipping_country\":" + quote(this.country) + ",\"payment_method\":" + quote(this.payment)
						+ ",\"coupon_code\":" + quote(this.coupon) + ",\"tracking_number\":" + quote(this.tracking)
						+ ",\"created_at\":" + this.created + ",\"updated_at\":" + this.updated + ",\"version\":" + this.version + "}";
			}

		}

		private final Rng rng;

		private final List<Order> open = new ArrayList<>();

		private final List<Order> finished = new ArrayList<>();

		private long nextId = 4_810_233, clock = START, lsn = 24_023_928_560L, txId = 5_871_204;

		CdcOrders(Rng rng) {
			this.rng = rng;
		}

		@Override
		public String get() {
			this.clock += (long) this.rng.exponential(800);
			int op = (this.open.size() < 30) ? 0 : this.rng.weighted(40, 55, this.finished.isEmpty() ? 0 : 5);
			Order order = (op == 0) ? create() : take((op == 1) ? this.open : this.finished);
			String before = (op == 0) ? "null" : order.json();
			Order after = switch (op) {
				case 0 -> order;
				case 1 -> update(order);
				default -> null;
			};
			if (after != null) {
				(after.status.equals("delivered") || after.status.equals("cancelled") ? this.finished : this.open).add(after);
			}
			long previousLsn = this.lsn;
			this.lsn += this.rng.between(1, 40) * 8 + ((op != 0) ? 232 : 0);
			this.txId += this.rng.chance(0.85) ? this.rng.between(1, 6) : 0;
			long lag = this.rng.chance(0.004) ? this.rng.between(2_000, 9_000) : (long) this.rng.logNormal(40, 0.6);
			return "{\"before\":" + before + ",\"after\":"
					+ ((after != null) ? after.json() : "null")
					+ ",\"source\":{\"version\":\"2.5.4.Final\",\"connector\":\"postgresql\",\"name\":\"shop\",\"ts_ms\":" + this.clock
					+ ",\"snapshot\":\"false\",\"db\":\"shop\",\"sequence\":" + quote("[\"" + previousLsn + "\",\"" + this.lsn + "\"]")
					+ ",\"schema\":\"public\",\"table\":\"orders\",\"txId\":" + this.txId + ",\"lsn\":" + this.lsn + ",\"xmin\":null},\"op\":"
					+ quote("cud".substring(op, op + 1)) + ",\"ts_ms\":" + (this.clock + lag) + "}";
		}

		private Order take(List<Order> orders) {
			int index = this.rng.below(orders.size());
			Order order = orders.get(index);
			orders.set(index, orders.get(orders.size() - 1));
			orders.remove(orders.size() - 1);
			return order;
		}

		private Order create() {
			Order order = new Order();
			order.id = this.nextId++;
			order.customer = 100_000 + this.rng.popular(80_000, 1.6);
			order.status = "pending";
			order.country = COUNTRIES[this.rng.weighted(34, 14, 10, 7, 9, 8, 5, 4, 5, 4)];
			order.payment = new String[] { "card", "paypal", "klarna", "apple_pay", "sepa_debit" }[this.rng.weighted(45, 25, 12, 10, 8)];
			order.items = this.rng.chance(0.004) ? this.rng.between(40, 120) : 1 + this.rng.weighted(40, 28, 15, 9, 5, 3);
			for (int i = 0; i < order.items; i++) {
				order.subtotal += (long) this.rng.logNormal(30, 0.7) * 100 + new int[] { 90, 99, 0, 95 }[this.rng.weighted(5, 3, 1, 1)];
			}
			order.shipping = (order.subtotal > 7_500) ? 0 : order.country.equals("DE") ? 490 : 990;
			order.coupon = this.rng.chance(0.12) ? this.rng.pick(new String[] { "SPRING24", "WELCOME10", "FREESHIP", "VIP-20" }) : null;
			order.created = this.clock * 1000 + this.rng.below(1000);
			order.updated = order.created;
			order.version = 1;
			return order;
		}

		private Order update(Order order) {
			switch (order.status) {
				case "pending" -> {
					if (order.coupon == null && this.rng.chance(0.1)) {
						order.coupon = "WELCOME10";
						order.subtotal = order.subtotal * 9 / 10;
					}
					else {
						order.status = this.rng.chance(0.88) ? "paid" : "cancelled";
					}
				}
				case "paid" -> {
					order.status = this.rng.chance(0.95) ? "shipped" : "cancelled";
					if (order.status.equals("shipped")) {
						order.tracking = "1Z" + this.rng.hex(6).toUpperCase(Locale.ROOT) + "03" + this.rng.between(10_000_000, 99_999_999);
					}
				}
				default -> order.status = "delivered";
			}
			order.updated = this.clock * 1000 + this.rng.below(1000);
			order.version++;
			return order;
		}

	}

	/**
	 * Card payments encoded as Avro binary would encode this schema (fields in order):
	 * {@code long payment_id, long created_at (timestamp-millis), string merchant_id, long customer_id,
	 * fixed(8) amount (decimal(18,2), big-endian), string currency, enum status, enum card_brand,
	 * string card_last4, string country, boolean three_ds, union {null, string} decline_reason}.
	 */
	static final class Payments implements Supplier<byte[]> {

		static final String[] STATUSES = { "AUTHORIZED", "CAPTURED", "DECLINED", "REFUNDED", "CHARGEBACK" };

		static final String[] DECLINES = { "insufficient_funds", "do_not_honor", "expired_card", "suspected_fraud", "incorrect_cvc" };

		record Merchant(String id, String country, String currency, double medianAmount) {
		}

		private final Rng rng;

		private final List<Merchant> merchants = new ArrayList<>();

		private long paymentId = 73_004_112_000L, clock = START;

		Payments(Rng rng) {
			this.rng = rng;
			String[][] countries = { { "DE", "EUR" }, { "FR", "EUR" }, { "NL", "EUR" }, { "GB", "GBP" }, { "US", "USD" }, { "CH", "CHF" } };
			for (int i = 0; i < 400; i++) {
				String[] country = countries[rng.weighted(30, 15, 10, 15, 25, 5)];
				double median = new double[] { 38, 65, 220, 480, 9.99, 27 }[rng.weighted(25, 20, 10, 5, 15, 25)];
				this.merchants.add(new Merchant("mrc_" + rng.hex(12), country[0], country[1], median));
			}
		}

		@Override
		public byte[] get() {
			this.clock += (long) this.rng.exponential(45);
			Merchant merchant = this.merchants.get(this.rng.popular(this.merchants.size(), 2.5));
			long cents = (merchant.medianAmount() < 10) ? new long[] { 99, 499, 999, 1499 }[this.rng.weighted(2, 3, 4, 1)]
					: Math.max(50, (long) (this.rng.logNormal(merchant.medianAmount(), 0.6) * 100));
			cents *= this.rng.chance(0.001) ? 60 : 1;
			int brand = this.rng.weighted(55, 35, merchant.medianAmount() > 200 ? 15 : 6, merchant.country().equals("US") ? 6 : 0.5);
			boolean threeDs = !merchant.country().equals("US") && this.rng.chance(0.85);
			int status = this.rng.weighted(9, 78, (cents > 50_000 ? 20 : 8) + (threeDs ? 0 : 3), 3.5, 0.5);
			ByteArrayOutputStream out = new ByteArrayOutputStream(80);
			writeLong(out, this.paymentId++);
			writeLong(out, this.clock);
			writeString(out, merchant.id());
			writeLong(out, 5_000_000 + this.rng.popular(2_000_000, 1.5));
			for (int shift = 56; shift >= 0; shift -= 8) {
				out.write((int) (cents >>> shift));
			}
			writeString(out, merchant.currency());
			writeLong(out, status);
			writeLong(out, brand);
			writeString(out, String.format(Locale.ROOT, "%04d", this.rng.below(10_000)));
			writeString(out, merchant.country());
			out.write(threeDs ? 1 : 0);
			boolean declined = STATUSES[status].equals("DECLINED") || STATUSES[status].equals("CHARGEBACK");
			writeLong(out, declined ? 1 : 0);
			if (declined) {
				writeString(out, STATUSES[status].equals("CHARGEBACK") ? "fraudulent" : DECLINES[this.rng.weighted(40, 30, 10, 12, 8)]);
			}
			return out.toByteArray();
		}

		static void writeLong(ByteArrayOutputStream out, long value) {
			long zigzag = (value << 1) ^ (value >> 63);
			while ((zigzag & ~0x7FL) != 0) {
				out.write((int) ((zigzag & 0x7F) | 0x80));
				zigzag >>>= 7;
			}
			out.write((int) zigzag);
		}

		static void writeString(ByteArrayOutputStream out, String value) {
			byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
			writeLong(out, bytes.length);
			out.write(bytes, 0, bytes.length);
		}

	}

	/**
	 * Host metrics scraped every 15 seconds from a fleet across three regions, as CSV without a
	 * header: {@code ts,host,region,az,role,cores,cpu_pct,load1,mem_used_pct,disk_read_kbps,
	 * disk_write_kbps,net_rx_bytes,net_tx_bytes,tcp_conns}. Each role has its own profile; network
	 * counters only grow (until a reboot); a failed disk probe leaves its columns empty.
	 */
	static final class HostMetrics implements Supplier<String> {

		record Role(String name, double cpu, double mem, double read, double write, double rx, double tx, int conns) {
		}

		static final Role[] ROLES = { new Role("web", 22, 48, 40, 300, 6e6, 18e6, 900), new Role("api", 35, 62, 60, 450, 9e6, 7e6, 1400),
				new Role("db", 41, 83, 5200, 3800, 12e6, 20e6, 350), new Role("cache", 12, 88, 10, 80, 25e6, 30e6, 2600),
				new Role("worker", 55, 57, 900, 1200, 2e6, 1.5e6, 60) };

		static final String[][] REGIONS = { { "eu-west-1", "euw1", "a", "b", "c" }, { "us-east-1", "use1", "a", "b", "d" },
				{ "ap-southeast-1", "apse1", "a", "b" } };

		static final class Host {

			String name, region, az;
			Role role;
			int cores;
			double load = 1, mem;
			long rx, tx;
			boolean busy;

		}

		private final Rng rng;

		private final List<Host> hosts = new ArrayList<>();

		private final ArrayDeque<String> pending = new ArrayDeque<>();

		private long tick = START;

		HostMetrics(Rng rng) {
			this.rng = rng;
			for (int i = 0; i < 120; i++) {
				Host host = new Host();
				host.role = ROLES[rng.weighted(35, 25, 10, 10, 20)];
				String[] region = REGIONS[rng.weighted(50, 35, 15)];
				host.region = region[0];
				host.az = region[0] + region[rng.between(2, region.length - 1)];
				host.name = String.format(Locale.ROOT, "%s-%s-%03d", host.role.name(), region[1], i + 1);
				host.cores = new int[] { 4, 8, 16, 32 }[rng.weighted(20, 40, 30, 10)];
				host.mem = host.role.mem() + rng.gaussian(0, 5);
				host.rx = (long) rng.exponential(4e12);
				host.tx = (long) rng.exponential(4e12);
				this.hosts.add(host);
			}
		}

		@Override
		public String get() {
			if (this.pending.isEmpty()) {
				for (int i = this.hosts.size() - 1; i > 0; i--) {
					int j = this.rng.below(i + 1);
					this.hosts.set(i, this.hosts.set(j, this.hosts.get(i)));
				}
				for (Host host : this.hosts) {
					this.pending.add(row(host, this.tick + this.rng.between(0, 900)));
				}
				this.tick += 15_000;
			}
			return this.pending.poll();
		}

		private String row(Host host, long at) {
			Role role = host.role;
			host.load = Math.max(0.2, host.load + 0.1 * (1 - host.load) + this.rng.gaussian(0, 0.05));
			host.busy = role.name().equals("worker") && (host.busy ? this.rng.chance(0.93) : this.rng.chance(0.03));
			double cpu = Math.min(100, Math.max(0.3, (host.busy ? 92 : role.cpu() * host.load) + this.rng.gaussian(0, 3)));
			host.mem = Math.min(99, host.mem + this.rng.gaussian(0.005, 0.08));
			if (this.rng.chance(0.0002)) {
				host.rx = 0;
				host.tx = 0;
				host.mem = role.mem() * 0.6;
			}
			host.rx += (long) (role.rx() * 15 * host.load * this.rng.logNormal(1, 0.2));
			host.tx += (long) (role.tx() * 15 * host.load * this.rng.logNormal(1, 0.2));
			boolean diskProbeFailed = this.rng.chance(0.003);
			String read = diskProbeFailed ? "" : fixed(this.rng.logNormal(role.read() * host.load, 0.5), 1);
			String write = diskProbeFailed ? "" : fixed(this.rng.logNormal(role.write() * host.load, 0.4), 1);
			double load1 = cpu / 100 * host.cores * this.rng.logNormal(1, 0.15);
			int conns = (int) (role.conns() * host.load * this.rng.logNormal(1, 0.1));
			return String.join(",", iso(at), host.name, host.region, host.az, role.name(), String.valueOf(host.cores), fixed(cpu, 1),
					fixed(load1, 2), fixed(host.mem, 1), read, write, String.valueOf(host.rx), String.valueOf(host.tx), String.valueOf(conns));
		}

	}

	/**
	 * Tiny text events of 50 to 100 bytes: page views, clicks, scrolls, cart adds and client
	 * errors from users in short sessions, and heartbeats from edge nodes.
	 */
	static final class TinyEvents implements Supplier<String> {

		static final String[] PAGES = { "/", "/c/shoes", "/c/jackets", "/c/sale", "/search", "/cart", "/checkout", "/account" };

		static final String[] ELEMENTS = { "add-to-cart", "nav-menu", "filter-size", "img-next", "buy-now", "banner", "sort" };

		private final Rng rng;

		private final long[] users = new long[60];

		private final String[] sessions = new String[60];

		private final String[] pages = new String[60];

		private final long[] boots = new long[16];

		private long clock = START;

		TinyEvents(Rng rng) {
			this.rng = rng;
			for (int i = 0; i < this.users.length; i++) {
				startSession(i);
			}
			for (int i = 0; i < this.boots.length; i++) {
				this.boots[i] = START - rng.between(3_600, 3_000_000) * 1000L;
			}
		}

		private void startSession(int slot) {
			this.users[slot] = 10_000 + this.rng.popular(90_000, 1.4);
			this.sessions[slot] = this.rng.hex(8);
			this.pages[slot] = page();
		}

		private String page() {
			return this.rng.chance(0.45) ? "/p/" + (10_000 + this.rng.popular(3_000, 2)) : this.rng.pick(PAGES);
		}

		@Override
		public String get() {
			this.clock += (long) this.rng.exponential(90);
			int kind = this.rng.weighted(30, 28, 20, 12, 7, 1.5);
			if (kind == 2) {
				int node = this.rng.below(this.boots.length);
				this.boots[node] = this.rng.chance(0.0005) ? this.clock - this.rng.between(30_000, 90_000) : this.boots[node];
				return String.format(Locale.ROOT, "hb node=edge-%02d up=%d load=%.2f q=%d t=%d", node + 1, (this.clock - this.boots[node]) / 1000,
						this.rng.logNormal(0.4, 0.5), (int) this.rng.exponential(2), this.clock);
			}
			int slot = this.rng.below(this.users.length);
			if (this.rng.chance(0.04)) {
				startSession(slot);
			}
			String who = "u=" + this.users[slot] + " s=" + this.sessions[slot];
			return switch (kind) {
				case 0 -> {
					this.pages[slot] = page();
					yield "view " + who + " pg=" + this.pages[slot] + " ms=" + (int) this.rng.logNormal(180, 0.6) + " t=" + this.clock;
				}
				case 1 -> "click " + who + " el=" + this.rng.pick(ELEMENTS) + " pg=" + this.pages[slot] + " t=" + this.clock;
				case 3 -> "scroll " + who + " pg=" + this.pages[slot] + " d=" + 25 * this.rng.between(1, 4) + " t=" + this.clock;
				case 4 -> "add " + who + " sku=SKU-" + (100_000 + this.rng.popular(30_000, 2)) + " qty=" + (this.rng.chance(0.9) ? 1 : 2)
						+ " t=" + this.clock;
				default -> "err " + who + " code=" + this.rng.pick(new String[] { "TypeError", "ChunkLoadError", "NetworkError" })
						+ " pg=" + this.pages[slot] + " v=5.12.0 t=" + this.clock;
			};
		}

	}

}
