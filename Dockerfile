# syntax=docker/dockerfile:1
# Kafka Compression Advisor: build with the Maven wrapper, run on a JRE as a non-root user.
#   docker build -t kafka-compression-advisor .
#   docker run --rm -p 8080:8080 --memory 3g -v advisor-data:/application/data kafka-compression-advisor
# Analyses are kept in an embedded database under /application/data, a volume the user
# advisor writes; with PostgreSQL (SPRING_DATASOURCE_URL) nothing is written there.
# See docs/operations.md for settings, memory sizing, health and metrics.

FROM eclipse-temurin:17-jdk AS build
WORKDIR /workspace
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
COPY src/ src/
COPY frontend/ frontend/
# The build generates a test client from the committed OpenAPI document.
COPY docs/openapi.json docs/openapi.json
# The cache keeps downloaded dependencies between builds.
RUN --mount=type=cache,target=/root/.m2 ./mvnw -B -ntp -DskipTests package \
	&& cp target/kafka-compression-advisor-*.jar application.jar \
	&& java -Djarmode=tools -jar application.jar extract --layers --launcher --destination extracted

FROM eclipse-temurin:17-jre
RUN apt-get update \
	&& apt-get install -y --no-install-recommends curl \
	&& rm -rf /var/lib/apt/lists/* \
	&& groupadd --system advisor \
	&& useradd --system --gid advisor --no-create-home --shell /usr/sbin/nologin advisor \
	&& mkdir -p /application/data \
	&& chown advisor:advisor /application/data
WORKDIR /application
# Layers from the least to the most often changed.
COPY --from=build /workspace/extracted/dependencies/ ./
COPY --from=build /workspace/extracted/spring-boot-loader/ ./
COPY --from=build /workspace/extracted/snapshot-dependencies/ ./
COPY --from=build /workspace/extracted/application/ ./
USER advisor
# The embedded database (./data, the default spring.datasource.url): mount a volume here so
# that analyses outlive the container.
VOLUME /application/data
# The heap follows the container's memory limit. Outside it: no request thread keeps a temporary
# direct buffer over 256 KiB, glibc keeps two malloc arenas, each worker's direct buffers follow
# the batches it measures, and the codecs' native contexts stay within advisor.sweep.codec-memory
# (900 MiB). Give the container the heap, 512 MiB and that budget, 3 GB at least: see
# docs/operations.md.
ENV JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=50 -Djdk.nio.maxCachedBufferSize=262144 -XX:+ExitOnOutOfMemoryError" \
	MALLOC_ARENA_MAX=2
EXPOSE 8080
# Liveness: a busy advisor, whose queue is full, is alive and must not be restarted.
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
	CMD curl -fsS -o /dev/null http://localhost:8080/actuator/health/liveness || exit 1
ENTRYPOINT ["java", "org.springframework.boot.loader.launch.JarLauncher"]
