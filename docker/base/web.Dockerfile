# Debian's nginx standing in for nginx:1.27-alpine where Docker Hub cannot be reached, with the same
# contract app.Dockerfile relies on: templates/*.template filled from the environment into conf.d/ at
# start, the site under /usr/share/nginx/html, and wget for the health check.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light gettext-base wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && mkdir -p /etc/nginx/templates /etc/nginx/conf.d /usr/share/nginx/html \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx-entrypoint.sh /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
