package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every metric arbitra defines.
const Namespace = "arbitra"

// Registry holds one node's metrics.
type Registry struct {
	reg *prometheus.Registry
}

// NewRegistry returns a registry with the Go runtime's and the process's
// collectors.
func NewRegistry() *Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return &Registry{reg: reg}
}

// Handler serves the registry's metrics in the Prometheus text format.
func (r *Registry) Handler() http.Handler {
	return promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
}

// Gatherer is the registry for tests and embedders that read it in process.
func (r *Registry) Gatherer() prometheus.Gatherer { return r.reg }

// GaugeFunc registers a gauge whose value is fn's at each scrape; fn must
// be safe for concurrent use and return at once. A name registered twice
// panics, as a programming error.
func (r *Registry) GaugeFunc(name, help string, fn func() float64) {
	r.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: Namespace, Name: name, Help: help}, fn))
}

// GaugesByLabel registers a gauge with one label whose values are fn's at
// each scrape, one series per key. An error from fn is reported to the
// scraper (promhttp answers with what it could gather and logs nothing).
func (r *Registry) GaugesByLabel(name, help, label string, fn func() (map[string]float64, error)) {
	r.reg.MustRegister(&labelGauges{
		desc: prometheus.NewDesc(prometheus.BuildFQName(Namespace, "", name), help, []string{label}, nil),
		fn:   fn,
	})
}

type labelGauges struct {
	desc *prometheus.Desc
	fn   func() (map[string]float64, error)
}

func (g *labelGauges) Describe(ch chan<- *prometheus.Desc) { ch <- g.desc }

func (g *labelGauges) Collect(ch chan<- prometheus.Metric) {
	vals, err := g.fn()
	if err != nil {
		ch <- prometheus.NewInvalidMetric(g.desc, err)
		return
	}
	for k, v := range vals {
		ch <- prometheus.MustNewConstMetric(g.desc, prometheus.GaugeValue, v, k)
	}
}

// latencyBuckets span a builtin engine's milliseconds to a slow model's
// minute, in seconds.
var latencyBuckets = prometheus.ExponentialBuckets(0.005, 2.5, 12)
